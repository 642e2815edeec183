// `npm run load` (not part of `npm test`): the built worker in workerd against the mock, under
// 50 connections × 20 s over the catalogue, then 8 connections × 60 s of page-cache misses (every
// request a query string of its own), then 20 shoppers × 20 s of no-JavaScript cart adds
// (POST /cart → 303 → GET /cart, each with its own session). Prints req/s, p50/p99 and errors
// (any non-2xx); the worker's log is printed as it runs (a "hung" cancellation shows there).
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { projectEnv } from './project-env.ts';
import { startMockIfNeeded, startWorker, stop, waitForUrl } from './processes.ts';

const PORT = Number(process.env.PORT ?? 8798);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.LOAD_DURATION ?? 20);
const MISS_DURATION_S = Number(process.env.LOAD_MISS_DURATION ?? 60);
const CATALOGUE = ['/', '/shop', '/shop/sharkblades', '/shop/oceanice-pro', '/stories/blog'];
const VARIANT = 'gid://shopify/ProductVariant/40000000000001';

interface Row {
  scenario: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function catalogue(): Promise<Row> {
  const result = await autocannon({
    url: ORIGIN,
    connections: 50,
    duration: DURATION_S,
    requests: CATALOGUE.map((path) => ({ method: 'GET', path })),
  });
  return {
    scenario: 'catalogue, 50 connections',
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

// Every request misses the page cache and renders: a query parameter of its own on each URL.
async function misses(): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: ORIGIN,
    connections: 8,
    duration: MISS_DURATION_S,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `${CATALOGUE[next % CATALOGUE.length]}?miss=${next++}` }),
      },
    ],
  });
  return {
    scenario: `page-cache misses (a query each), 8 connections, ${MISS_DURATION_S} s`,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function cartAdds(): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  async function shopper() {
    let cookie = '';
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const post = await fetch(`${ORIGIN}/cart`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: new URLSearchParams({ intent: 'add', merchandiseId: VARIANT, quantity: '1', redirectTo: '/cart' }),
        });
        await post.arrayBuffer();
        requests += 1;
        const session = post.headers.getSetCookie().find((c) => c.startsWith('session='));
        if (session) cookie = session.split(';')[0]!;
        if (post.status !== 303) {
          errors += 1;
          continue;
        }
        const page = await fetch(new URL(post.headers.get('location')!, ORIGIN), { headers: { cookie } });
        await page.arrayBuffer();
        requests += 1;
        if (page.status !== 200) errors += 1;
        else latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: 20 }, shopper));
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    scenario: 'no-JS cart add (POST → 303 → GET), 20 shoppers',
    requests,
    perSecond: Math.round(requests / DURATION_S),
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

console.log('[load] building…');
execSync('npx react-router build', { stdio: 'ignore' });
const env = projectEnv();
const mock = await startMockIfNeeded(env);
const worker = startWorker(env, PORT);
let failed = false;
try {
  await waitForUrl(`${ORIGIN}/`);
  const rows = [await catalogue(), await misses(), await cartAdds()];
  console.log(`\n${DURATION_S} s each on ${ORIGIN}`);
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      requests: r.requests,
      'req/s': r.perSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
  failed = rows.some((r) => r.errors > 0);
} finally {
  stop(worker);
  mock?.close();
}
process.exit(failed ? 1 : 0);
