import { beforeEach, describe, expect, it } from 'vitest';
import { clientKey, limit, resetRateLimits } from './rate-limit.server';

const rule = { name: 'test', capacity: 3, refillSeconds: 10 };

describe('limit', () => {
  beforeEach(() => resetRateLimits());

  it('allows a burst of `capacity`, then refuses with the seconds until one token is back', () => {
    for (let i = 0; i < 3; i += 1) expect(limit(rule, 'a', 1000)).toEqual({ ok: true });
    expect(limit(rule, 'a', 1000)).toEqual({ ok: false, retryAfter: 10 });
    expect(limit(rule, 'b', 1000)).toEqual({ ok: true });
  });

  it('refills over time', () => {
    for (let i = 0; i < 3; i += 1) limit(rule, 'a', 0);
    expect(limit(rule, 'a', 5_000)).toEqual({ ok: false, retryAfter: 5 });
    expect(limit(rule, 'a', 10_000)).toEqual({ ok: true });
  });
});

describe('clientKey', () => {
  it('uses the edge-reported IP, else one shared bucket', () => {
    const request = (headers: Record<string, string>) => new Request('https://shop.example/', { headers });
    expect(clientKey(request({ 'cf-connecting-ip': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKey(request({}))).toBe('unknown');
  });
});
