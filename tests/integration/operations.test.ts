// Operations (issue 50, docs/operations.md), through the built worker: a request id on every
// response, in each of its log lines and on the 404 and 500 pages; one JSON line per request; the
// health check; Analytics Engine metrics when the binding is there; no personal data in the log.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';
import { request, send, useEdgeCache } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const PRODUCT = '/shop/sharkblades';
const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

interface Line {
  level: string;
  msg: string;
  type?: string;
  requestId?: string;
  [field: string]: unknown;
}

/** What the worker writes to the console while a test runs: its text and, when JSON, its lines. */
let written: string[] = [];
const lines = (): Line[] =>
  written.flatMap((text) => {
    try {
      return [JSON.parse(text) as Line];
    } catch {
      return [];
    }
  });
const requestLines = () => lines().filter((line) => line.type === 'request');

beforeEach(() => {
  written = [];
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(' ')));
  }
});
afterEach(() => {
  setFault({ upstream: 'storefront', mode: 'none' });
  vi.restoreAllMocks();
});

describe('the request id', () => {
  useEdgeCache();

  it('is on every response: page, page-cache hit, 404, refusal, redirect, health check, a broken configuration', async () => {
    const cross = {
      method: 'POST',
      body: new URLSearchParams({ country: 'DE' }),
      headers: { Origin: 'https://evil.example' },
    };
    const withoutSecret = { ...mockEnv, SESSION_SECRET: '' };
    const answers = [
      await request('/'),
      await request('/'),
      await request('/no/such/page'),
      await request(`${MAIN}/country`, cross),
      await request('/pages/faq'),
      await request('/healthz'),
      await request('/', { env: withoutSecret }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 404, 403, 301, 200, 500]);
    expect(answers[1]!.headers.get('x-cache')).toBe('HIT');
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[\w.:-]{8,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is Cloudflare's ray id when there is one; a client's request-id header is not believed on Cloudflare", async () => {
    const ray = await request('/', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-ZRH' } });
    expect(ray.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-ZRH');
    const spoofed = await request('/', { headers: { 'request-id': 'chosen-by-client', 'x-request-id': 'me-too' } });
    expect(spoofed.headers.get('x-request-id')).not.toMatch(/chosen-by-client|me-too/);
    const oxygen = await request('/', {
      headers: { 'request-id': 'oxygen-id-1234' },
      env: { ...mockEnv, EDGE_PLATFORM: 'oxygen' },
    });
    expect(oxygen.headers.get('x-request-id')).toBe('oxygen-id-1234');
  });

  it.each([
    ['/no/such/page', 'Referenz: '],
    ['/fr/no/such/page', 'Référence\u00a0: '],
    ['/en/shop/no-such-product', 'Reference: '],
  ])('is printed on the 404 page %s', async (path, words) => {
    const response = await request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`${words}${response.headers.get('x-request-id')}`);
  });

  it('is printed on the 500 page, the one its error line carries', async () => {
    const { server } = await import('../support/msw');
    const { http, HttpResponse } = await import('msw');
    server.use(http.post('*/api/:version/graphql.json', () => HttpResponse.json({ data: { shop: null } })));
    const response = await request(`${MAIN}/en`);
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id')!;
    expect(await response.text()).toContain(`Reference: ${id}`);
    const errors = lines().filter((line) => line.level === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((line) => line.requestId === id)).toBe(true);
    expect(errors.some((line) => typeof (line.error as { stack?: string })?.stack === 'string')).toBe(true);
  });
});

describe('the log', () => {
  it('has one JSON line per request: id, method, route, status, cache state, duration, upstream calls', async () => {
    const response = await request(PRODUCT);
    expect(response.status).toBe(200);
    expect(written.every((text) => text.startsWith('{"level":'))).toBe(true);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      requestId: response.headers.get('x-request-id'),
      method: 'GET',
      path: PRODUCT,
      route: 'shop/:handle',
      status: 200,
      cache: response.headers.get('x-cache') ?? 'none',
    });
    expect(line!.ms).toEqual(expect.any(Number));
    expect((line!.upstream as { storefront: { calls: number } }).storefront.calls).toBeGreaterThan(0);
  });

  it('gives every line of a request its id, an upstream fault included', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await request(PRODUCT, { headers: { 'cf-ray': 'fault-ray-0001' } });
    expect(response.status).toBe(503);
    const all = lines();
    expect(all.length).toBeGreaterThan(1);
    expect(all.filter((line) => line.requestId !== 'fault-ray-0001')).toEqual([]);
    // The warning says what Shopify answered (Hydrogen writes the status on its error's second line).
    expect(all.filter((line) => line.level === 'warn').map((line) => line.msg)).toContainEqual(
      expect.stringContaining('API response error: 503'),
    );
    const [line] = requestLines();
    expect(line).toMatchObject({ status: 503, upstream: { storefront: { failed: expect.any(Number) } } });
    expect((line!.upstream as { storefront: { failed: number } }).storefront.failed).toBeGreaterThan(0);
  });

  it('gives the lines of helpers deep in the shop the request id too: a sitemap in an outage', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    await request('/sitemap.xml', { headers: { 'cf-ray': 'sitemap-ray-0001' } });
    const all = lines();
    expect(all.some((line) => line.level === 'warn')).toBe(true);
    expect(all.filter((line) => line.requestId !== 'sitemap-ray-0001')).toEqual([]);
  });

  it('holds no email, IP address or cart id', async () => {
    const shopper = client('/en');
    const ip = '203.0.113.77';
    expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE })).status).toBe(303);
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    await shopper.send('/en/cart', { headers: { 'cf-connecting-ip': ip } });
    await shopper.send('/no/such/jane.doe@example.com', { headers: { 'cf-connecting-ip': ip } });
    await shopper.send('/no/such/jane.doe%40example.com');
    const text = written.join('\n');
    expect(text).toContain('[email]');
    expect(text).not.toMatch(/jane\.doe|example\.com|203\.0\.113\.77|198\.18\.|gid:\/\/shopify\/Cart\/\w/);
  });
});

describe('/healthz', () => {
  it('answers 200 with the build when the Storefront API answers, never cached', async () => {
    const response = await request('/healthz', { headers: { 'cf-connecting-ip': '198.51.100.50' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { status: string; build: { id: string }; storefront: { ok: boolean } };
    expect(body).toMatchObject({ status: 'ok', storefront: { ok: true } });
    expect(body.build.id).toEqual(expect.any(String));
  });

  it.each(['status', 'html', 'reset'] as const)('answers 503 during a Storefront fault (%s)', async (mode) => {
    setFault({ upstream: 'storefront', mode, ...(mode === 'status' ? { status: 502 } : {}) });
    const response = await request('/healthz', { headers: { 'cf-connecting-ip': '198.51.100.51' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    expect(await response.json()).toMatchObject({ status: 'down', storefront: { ok: false } });
    // The log says why, with the request's id.
    const warning = lines().find((line) => line.level === 'warn' && line.msg.startsWith('Health check:'));
    expect(warning?.msg).toMatch(/^Health check: the Storefront API failed: \S/);
    expect(warning?.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('answers 503 within 5 s when the Storefront API does not answer', async () => {
    setFault({ upstream: 'storefront', mode: 'hang' });
    const started = Date.now();
    const response = await request('/healthz', { headers: { 'cf-connecting-ip': '198.51.100.52' } });
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('is rate-limited per client', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.53' };
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await request('/healthz', { headers })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('metrics (Workers Analytics Engine)', () => {
  it('writes a data point per request and per upstream call after the answer, with the binding', async () => {
    const points: { indexes?: string[]; blobs?: string[]; doubles?: number[] }[] = [];
    const METRICS = { writeDataPoint: (point: (typeof points)[number]) => void points.push(point) };
    const { response, background } = await send(PRODUCT, { env: { ...mockEnv, METRICS } });
    expect(response.status).toBe(200);
    await background;
    const [requestPoint, ...calls] = points;
    expect(requestPoint).toMatchObject({ indexes: ['request'], blobs: ['shop/:handle', expect.any(String), '200'] });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.indexes?.[0] === 'upstream' && call.blobs?.[0] === 'storefront')).toBe(true);
  });

  it('a failing binding costs nothing', async () => {
    const METRICS = {
      writeDataPoint: () => {
        throw new Error('Analytics Engine is down');
      },
    };
    const { response, background } = await send('/', { env: { ...mockEnv, METRICS } });
    expect(response.status).toBe(200);
    await expect(background).resolves.toBeUndefined();
  });
});

describe('error reports (Sentry, with SENTRY_DSN)', () => {
  it("sends a request's unexpected error in waitUntil, tagged with its id, without personal data", async () => {
    const { server } = await import('../support/msw');
    const { http, HttpResponse } = await import('msw');
    const envelopes: string[] = [];
    server.use(
      http.post('*/api/:version/graphql.json', () => HttpResponse.json({ data: { shop: null } })),
      http.post('http://127.0.0.1:4001/api/7/envelope/', async ({ request: sent }) => {
        envelopes.push(await sent.text());
        return HttpResponse.json({ id: 'x' });
      }),
    );
    const env = { ...mockEnv, SENTRY_DSN: 'http://publickey@127.0.0.1:4001/7' };
    const { response, background } = await send('/en?email=jane.doe@example.com', {
      env,
      headers: { 'cf-connecting-ip': '203.0.113.80' },
    });
    expect(response.status).toBe(500);
    await background;
    expect(envelopes.length).toBeGreaterThan(0);
    const sent = envelopes.join('\n');
    expect(sent).toContain(response.headers.get('x-request-id')!);
    expect(sent).not.toMatch(/jane\.doe|203\.0\.113\.80|cookie/i);
  });
});
