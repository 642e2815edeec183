// Calls the built worker (dist/server/index.js) the way the edge runtime does: a Request, the
// env and an execution context. The Cache API is absent in Node: a no-op cache stands in.
import { mockEnv } from './env';

interface Worker {
  fetch(
    request: Request,
    env: Record<string, unknown>,
    ctx: { waitUntil(p: Promise<unknown>): void },
  ): Promise<Response>;
}

const noCache = {
  match: async () => undefined,
  put: async () => undefined,
  delete: async () => false,
};
Object.assign(globalThis, { caches: { open: async () => noCache, default: noCache } });

const workerPath = new URL('../../dist/server/index.js', import.meta.url).href;
const worker = ((await import(/* @vite-ignore */ workerPath)) as { default: Worker }).default;

export const ORIGIN = 'http://localhost:8787';

export async function request(
  path: string,
  init: RequestInit & { env?: Record<string, unknown> } = {},
): Promise<Response> {
  const { env = mockEnv, ...rest } = init;
  const pending: Promise<unknown>[] = [];
  const response = await worker.fetch(new Request(new URL(path, ORIGIN), { redirect: 'manual', ...rest }), env, {
    waitUntil: (p) => pending.push(p),
  });
  await Promise.allSettled(pending);
  return response;
}
