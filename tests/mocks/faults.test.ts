// The fault contract, in-process (MSW) and over HTTP alike, for every upstream.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { server as msw } from '../support/msw';
import { startMockServer } from './http-server';

const QUERY = JSON.stringify({ query: '{ shop { name } }' });
const UPSTREAMS: Record<string, (base: string, signal?: AbortSignal) => Promise<Response>> = {
  storefront: (base: string, signal = AbortSignal.timeout(10_000)) =>
    fetch(`${base}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': mockEnv.PUBLIC_STOREFRONT_API_TOKEN!,
      },
      body: QUERY,
      signal,
    }),
  admin: (base: string, signal = AbortSignal.timeout(10_000)) =>
    fetch(`${base}/admin/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': mockEnv.PRIVATE_ADMIN_API_TOKEN! },
      body: QUERY,
      signal,
    }),
  klarna: (base: string, signal = AbortSignal.timeout(10_000)) =>
    fetch(`${base}/klarna/payments/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal,
    }),
};

const fault = (base: string, body: Record<string, unknown>) =>
  fetch(`${base}/__mock/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function outcome(send: Promise<Response>) {
  const started = Date.now();
  try {
    const response = await send;
    return { status: response.status, text: await response.text(), ms: Date.now() - started };
  } catch (error) {
    return { error: (error as Error).name, ms: Date.now() - started };
  }
}

function contract(name: string, base: () => string) {
  describe(`fault injection (${name})`, () => {
    for (const [upstream, send] of Object.entries(UPSTREAMS)) {
      it(`${upstream}: every mode, then none and reset clear it`, async () => {
        const at = base();
        expect((await fault(at, { upstream, mode: 'bogus' })).status).toBe(400);
        await fault(at, { upstream, mode: 'status', status: 502 });
        expect((await outcome(send(at))).status).toBe(502);
        await fault(at, { upstream, mode: 'throttle' });
        const throttled = await outcome(send(at));
        expect(throttled.status).toBe(430);
        expect(throttled.text).toContain('THROTTLED');
        await fault(at, { upstream, mode: 'html' });
        expect(await outcome(send(at))).toMatchObject({ status: 200, text: expect.stringContaining('<html>') });
        await fault(at, { upstream, mode: 'truncated' });
        const truncated = await outcome(send(at));
        expect(() => JSON.parse(truncated.text!)).toThrow();
        await fault(at, { upstream, mode: 'empty' });
        expect(await outcome(send(at))).toMatchObject({ status: 200, text: '' });
        await fault(at, { upstream, mode: 'reset' });
        expect((await outcome(send(at))).error).toBeTruthy();
        await fault(at, { upstream, mode: 'slow', ms: 300 });
        expect((await outcome(send(at))).ms).toBeGreaterThanOrEqual(290);
        await fault(at, { upstream, mode: 'hang' });
        const hung = await outcome(send(at, AbortSignal.timeout(1_000)));
        expect(hung.error).toBeTruthy();
        expect(hung.ms).toBeGreaterThanOrEqual(950);
        await fault(at, { upstream, mode: 'none' });
        expect((await outcome(send(at))).status).not.toBe(502);
        await fault(at, { upstream, mode: 'status', status: 503 });
        await fetch(`${at}/__mock/reset`, { method: 'POST' });
        expect((await outcome(send(at))).status).not.toBe(503);
      });
    }
  });
}

contract('in-process', () => mockEnv.PUBLIC_STORE_DOMAIN!);

describe('over HTTP', () => {
  let http: Server;
  beforeAll(async () => {
    msw.close(); // real sockets: the HTTP server answers, not the in-process interception
    http = await startMockServer(0);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    msw.listen({ onUnhandledRequest: 'error' });
  });
  contract('over HTTP', () => `http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
