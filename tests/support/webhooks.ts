// The page cache and Shopify's webhooks, as the purge tests drive them (docs/decisions/purges.md):
// a page view with its cache state, a page rendered into the cache, and a delivery to the webhook.
import { expect } from 'vitest';
import type { WebhookDelivery } from '../mocks/admin/webhooks';
import { request } from './worker';

type Init = RequestInit & { env?: Record<string, unknown> };

/** A view of `path`: its status, cache state (`x-cache`), headers and HTML. */
export async function view(path: string, init: Init = {}) {
  const response = await request(path, init);
  const { status, headers } = response;
  return { status, state: headers.get('x-cache'), headers, body: await response.text() };
}

/** Renders a page into the cache and checks that the next view is a hit; the first view's HTML. */
export async function cached(path: string, env?: Record<string, unknown>) {
  const first = await view(path, { env });
  expect(first.status, path).toBe(200);
  expect((await view(path, { env })).state, path).toBe('HIT');
  return first.body;
}

/** Posts a delivery to the webhook; its status, JSON and how long the answer took. */
export async function deliver({ body, headers }: WebhookDelivery, env?: Record<string, unknown>) {
  const started = Date.now();
  const response = await request('/api/shopify/webhooks', { method: 'POST', body, headers, env });
  const json = (await response.json()) as { purged?: string[]; error?: string };
  return { status: response.status, json, ms: Date.now() - started };
}
