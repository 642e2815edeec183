// Calls the built worker (dist/server/index.js) the way the edge runtime does: a Request, the
// env and an execution context. The Cache API is absent in Node: an in-memory one stands in,
// off (every match misses) unless a test turns it on with `edgeCache.enabled = true`. So is
// HTMLRewriter: lol-html's WebAssembly build stands in (see html-rewriter.ts).
import { afterEach, beforeEach } from 'vitest';
import './html-rewriter';
import { mockEnv } from './env';
import { MemoryCache } from './memory-cache';

interface Worker {
  fetch(
    request: Request,
    env: Record<string, unknown>,
    ctx: { waitUntil(p: Promise<unknown>): void },
  ): Promise<Response>;
}

export const edgeCache = new MemoryCache();
Object.defineProperty(globalThis, 'caches', { configurable: true, get: () => edgeCache.storage });

/** The Cache API on, and empty, for each test of the calling suite (off and empty after it). */
export function useEdgeCache() {
  beforeEach(() => {
    edgeCache.clear();
    edgeCache.enabled = true;
  });
  afterEach(() => {
    edgeCache.enabled = false;
    edgeCache.clear();
  });
}

const workerPath = new URL('../../dist/server/index.js', import.meta.url).href;
const worker = ((await import(/* @vite-ignore */ workerPath)) as { default: Worker }).default;

export const ORIGIN = 'http://localhost:8787';

/**
 * The worker's response as soon as it answers, and its waitUntil work (background refreshes,
 * cache writes) as a separate promise, for tests about what happens after the response.
 */
export async function send(
  path: string,
  init: RequestInit & { env?: Record<string, unknown> } = {},
): Promise<{ response: Response; background: Promise<unknown> }> {
  const { env = mockEnv, ...rest } = init;
  const pending: Promise<unknown>[] = [];
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), { redirect: 'manual', ...rest }), env, {
    waitUntil: (p) => pending.push(p),
  });
  // Work queued while the background runs (a cache write after a refresh) counts too.
  const settle = async (): Promise<void> => {
    const count = pending.length;
    await Promise.allSettled(pending);
    if (pending.length > count) await settle();
  };
  return { response, background: settle() };
}

export async function request(
  path: string,
  init: RequestInit & { env?: Record<string, unknown> } = {},
): Promise<Response> {
  const { response, background } = await send(path, init);
  await background;
  return response;
}
