// `npm run bench`: builds once, serves the build in workerd against the mock, and prints one
// table: throughput and latency per page, first-load JS/CSS (gzip) per page, server bundle size,
// each against its budget (../shared/ARCHITECTURE.md). Also writes the figures as JSON.
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { projectEnv } from './project-env.ts';
import { startMockIfNeeded, startWorker, stop, waitForUrl } from './processes.ts';

// PORT lets parallel checkouts bench side by side.
const PORT = Number(process.env.PORT ?? 8799);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 8;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/shop/sharkblades' },
  { name: 'search', path: '/search?q=sharkblades' },
];
const KB = 1024;
const BUDGET = { productJsGzip: 89 * KB, cssGzip: 10 * KB, serverBundleRaw: 1024 * KB };

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** JS and CSS a browser loads on the first visit of a page: every asset the HTML references. */
async function firstLoadBytes(path: string) {
  const html = await (await fetch(ORIGIN + path)).text();
  // React Router marks a stylesheet that a lazy chunk also loads with a trailing `#`.
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"#]+\.(?:js|css))#?"/g)].map((m) => m[1]!));
  // Module imports inside the inline bootstrap script.
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSize(readFileSync(`dist/client${asset}`));
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: [...assets].sort() };
}

async function load(path: string) {
  const result = await autocannon({ url: ORIGIN + path, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/**
 * The no-JS add to cart as a browser does it: POST /cart (intent=add) → 303 → GET /cart, with the
 * session cookie carried. Each connection is one shopper with one cart; a flow is the pair.
 */
async function cartAdd() {
  const variant = 'gid://shopify/ProductVariant/40000000000001';
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  async function shopper() {
    let cookie = '';
    while (Date.now() < deadline) {
      const started = performance.now();
      const post = await fetch(`${ORIGIN}/cart`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        // A form sent without JavaScript carries redirectTo (docs/decisions/010).
        body: new URLSearchParams({ intent: 'add', merchandiseId: variant, quantity: '1', redirectTo: '/cart' }),
      });
      await post.arrayBuffer();
      const setCookie = post.headers.getSetCookie().map((c) => c.split(';')[0]!);
      if (setCookie.length) {
        const jar = new Map(cookie ? cookie.split('; ').map((c) => [c.split('=')[0]!, c] as const) : []);
        for (const c of setCookie) jar.set(c.split('=')[0]!, c);
        cookie = [...jar.values()].join('; ');
      }
      if (post.status !== 303) throw new Error(`POST /cart answered ${post.status}`);
      const page = await fetch(new URL(post.headers.get('location')!, ORIGIN), { headers: { cookie } });
      await page.arrayBuffer();
      if (page.status !== 200) throw new Error(`GET /cart answered ${page.status}`);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, shopper));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { flowsPerSecond: latencies.length / DURATION_S, p50Ms: at(0.5), p99Ms: at(0.99) };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const check = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');

console.log('[bench] building…');
execSync('npx react-router build', { stdio: 'ignore' });
const serverBytes = readFileSync('dist/server/index.js');

const env = projectEnv();
const mock = await startMockIfNeeded(env);
const worker = startWorker(env, PORT);
try {
  await waitForUrl(`${ORIGIN}/`);
  // Warm up: the first requests fill the edge cache and JIT.
  for (const page of PAGES) for (let i = 0; i < 20; i++) await fetch(ORIGIN + page.path).then((r) => r.arrayBuffer());

  const pages = [];
  for (const page of PAGES) {
    pages.push({ ...page, ...(await load(page.path)), ...(await firstLoadBytes(page.path)) });
  }
  const product = pages.find((p) => p.name === 'product')!;
  const cart = await cartAdd();
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_S },
    pages,
    cartAdd: { ...cart, ratioToProductP50: cart.p50Ms / product.p50Ms },
    serverBundle: {
      rawBytes: serverBytes.length,
      gzipBytes: gzipSize(serverBytes),
      sizeOnDisk: statSync('dist/server/index.js').size,
    },
    budgets: BUDGET,
  };

  const rows = [
    ['figure', 'value', 'budget', ''],
    ...pages.flatMap((p) => [
      [`${p.path} requests/s`, p.requestsPerSecond.toFixed(0), '', ''],
      [`${p.path} latency p50 / p99`, `${p.p50Ms} / ${p.p99Ms} ms`, '', ''],
      [
        `${p.path} first-load JS (gzip)`,
        kb(p.js),
        p === product ? kb(BUDGET.productJsGzip) : '',
        p === product ? check(p.js, BUDGET.productJsGzip) : '',
      ],
      [`${p.path} first-load CSS (gzip)`, kb(p.css), kb(BUDGET.cssGzip), check(p.css, BUDGET.cssGzip)],
    ]),
    ['cart add flows/s (POST → 303 → GET /cart)', cart.flowsPerSecond.toFixed(0), '', ''],
    ['cart add latency p50 / p99', `${cart.p50Ms} / ${cart.p99Ms} ms`, '', ''],
    [
      'cart add p50 ÷ product page p50',
      `${(cart.p50Ms / product.p50Ms).toFixed(2)}×`,
      '2.00×',
      check(cart.p50Ms / product.p50Ms, 2),
    ],
    [
      'server bundle (raw)',
      kb(results.serverBundle.rawBytes),
      kb(BUDGET.serverBundleRaw),
      check(results.serverBundle.rawBytes, BUDGET.serverBundleRaw),
    ],
    ['server bundle (gzip)', kb(results.serverBundle.gzipBytes), '', ''],
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per page; ${results.machine.cpus} × ${results.machine.model}`,
  );

  mkdirSync('bench-results', { recursive: true });
  const json = JSON.stringify(results, null, 2);
  writeFileSync(`bench-results/bench-${results.date.replace(/[:.]/g, '-')}.json`, json);
  writeFileSync('bench-results/latest.json', json);
  console.log('Figures written to bench-results/latest.json');
} finally {
  stop(worker);
  mock?.close();
}
process.exit(0);
