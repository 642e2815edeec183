import { afterEach, describe, expect, it, vi } from 'vitest';
import { Log, redact } from './log.server';

afterEach(() => vi.restoreAllMocks());

function capture() {
  const written: string[] = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => void written.push(String(line)));
  }
  return written;
}

describe('the logger', () => {
  it('writes one JSON line with the level, the message and the request id', () => {
    const written = capture();
    new Log('ray-1').info('200 GET /shop', { status: 200 });
    new Log().warn('Header menu not loaded', new Error('No answer within 4000 ms'));
    expect(written.map((line) => JSON.parse(line) as unknown)).toEqual([
      { level: 'info', msg: '200 GET /shop', requestId: 'ray-1', status: 200 },
      { level: 'warn', msg: 'Header menu not loaded', type: 'warn', detail: 'Error: No answer within 4000 ms' },
    ]);
  });

  it("writes an error's stack on its line", () => {
    const written = capture();
    new Log('ray-2').error('unhandled', new TypeError('x is undefined'));
    const line = JSON.parse(written[0]!) as { level: string; error: { name: string; stack: string } };
    expect(line.level).toBe('error');
    expect(line.error.name).toBe('TypeError');
    expect(line.error.stack).toContain('log.server.test.ts');
  });

  it('writes no email, IP address or cart id, wherever they are', () => {
    const written = capture();
    const log = new Log('ray-3');
    const error = new Error('Customer jane.doe+shop@example.co.uk (2001:db8::7) failed from 203.0.113.9');
    log.error('newsletter for jane.doe@example.com', error);
    log.warn('cart gid://shopify/Cart/c1-7a6b5c4d3e2f?key=0123abcd from fe80::1%eth0', {
      email: 'jane.doe@example.com',
    });
    log.info('request', {
      ip: '198.51.100.4',
      email: 'a@b.ch',
      cartId: 'gid://shopify/Cart/c1-secret',
      path: '/no/such/jane%40example.com',
      full: '2001:0db8:0000:0000:0000:ff00:0042:8329',
    });
    const text = written.join('\n');
    expect(text).not.toMatch(/jane|example\.co|203\.0\.113|198\.51|2001:|fe80|c1-|a@b\.ch|secret/);
    expect(text).toContain('[email]');
    expect(text).toContain('[ip]');
    expect(text).toContain('gid://shopify/Cart/[cart]');
  });

  it('leaves times, line numbers and ids alone', () => {
    expect(redact('at 07:10:00 in app.js:12:34, request 8f1e2d3c-ZRH, build 1.2.3')).toBe(
      'at 07:10:00 in app.js:12:34, request 8f1e2d3c-ZRH, build 1.2.3',
    );
  });
});
