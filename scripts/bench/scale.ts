// `npm run bench:scale`: what a page costs as the catalogue grows (issue 32's budgets and proof).
// For each size (BENCH_SCALE_SIZES, default 5, 500 and 5,000 products) a mock at that
// MOCK_CATALOGUE_SIZE and the built worker in workerd in front of it, each worker with a Cache API of
// its own (so no size reads another's cached answers). Every request carries a session cookie, so it
// renders (no page-cache hit), and an IP of its own, as a crowd of shoppers would (the search's
// per-client budget would otherwise answer 429). Per endpoint: the first render's Storefront
// requests (the largest `first`/`last` asked), then BENCH_ROUNDS rounds that interleave the sizes,
// BENCH_REQUESTS sequential requests each: the user worker's CPU per request (median of the rounds),
// p50 latency, and the body's bytes raw and gzip. Prints the table and writes
// bench-results/catalogue-scale.md. Needs a build (`npm run build`).
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSize, workerdCpuMs } from './measure.ts';
import {
  budgetRows,
  figureRows,
  largestPageSize,
  markdownTable,
  productsShown,
  type Endpoint,
  type GraphqlBody,
  type Sample,
} from './scale-report.ts';
import { formatTable } from './stats.ts';
import { mockPort, projectEnv } from '../project-env.ts';
import { run, startWorker, stop, waitForUrl } from '../processes.ts';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '5,500,5000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARM_UP = 5;
// Worker i listens on PORT + i, its mock on the .env mock's port + i.
const PORT = Number(process.env.PORT ?? 8799);
const OUT = 'bench-results/catalogue-scale.md';

const ENDPOINTS: Endpoint[] = [
  { name: 'home', path: '/', kind: 'other' },
  { name: 'shop', path: '/shop', kind: 'listing' },
  {
    name: 'shop filtered and sorted',
    path: '/shop?filter.v.availability=1&filter.v.option.size=254+mm&sort_by=price-ascending',
    kind: 'listing',
  },
  { name: 'collection', path: '/collections/skate-blades', kind: 'listing' },
  { name: 'product', path: '/shop/sharkblades', kind: 'product' },
  { name: 'search', path: '/search?q=blade', kind: 'listing' },
  { name: 'sitemap index', path: '/sitemap.xml', kind: 'other' },
  { name: 'product sitemap', path: '/sitemap/products/1.xml', kind: 'other' },
  { name: 'json list', path: '/json/list', kind: 'other' },
];

if (!existsSync('dist/server/index.js')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const base = projectEnv();
const baseMockPort = mockPort(base);
if (baseMockPort === null) {
  console.error(`PUBLIC_STORE_DOMAIN is ${base.PUBLIC_STORE_DOMAIN}: the scale bench needs the mock Shopify.`);
  process.exit(1);
}

const stacks = SIZES.map((size, i) => {
  const port = PORT + i;
  const mock = `127.0.0.1:${baseMockPort + i}`;
  const env: Record<string, string> = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, value.replaceAll(`127.0.0.1:${baseMockPort}`, mock)]),
  );
  Object.assign(env, {
    PUBLIC_MAIN_SITE_ORIGIN: `http://127.0.0.1:${port}`,
    PUBLIC_US_SITE_ORIGIN: `http://localhost:${port}`,
    // The bench names each request's client (cf-connecting-ip), as the edge does.
    TRUST_EDGE_IP: 'true',
  });
  return { size, port, origin: `http://127.0.0.1:${port}`, mock: `http://${mock}`, env };
});

/** The mock at `stack.size` products, or an error when its port answers with another catalogue. */
async function startMock(stack: (typeof stacks)[number]) {
  const child = run('node', ['--import', 'tsx', 'tests/mocks/serve.ts'], {
    env: {
      MOCK_PORT: stack.mock.split(':').pop()!,
      MOCK_CATALOGUE_SIZE: String(stack.size),
      MOCK_CATALOGUE_SEED: base.MOCK_CATALOGUE_SEED ?? '',
    },
  });
  await waitForUrl(`${stack.mock}/__mock/health`);
  const summary = (await (await fetch(`${stack.mock}/__mock/catalogue`)).json()) as { products: number };
  if (summary.products !== stack.size || child.exitCode !== null) {
    throw new Error(`${stack.mock} is another mock (${summary.products} products): move PORT or the mock's port.`);
  }
  return child;
}

let client = 0;
/** A request as a shopper makes it: a session (so it renders) and an IP of its own. */
async function get(origin: string, path: string) {
  client += 1;
  const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const started = performance.now();
  const response = await fetch(origin + path, { headers: { cookie: 'session=bench', 'cf-connecting-ip': ip } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${origin}${path} answered ${response.status}`);
  return { body, ms };
}

/** The first render of each endpoint: the largest page its Storefront requests asked for, its bytes. */
async function firstRenders(stack: (typeof stacks)[number]) {
  const found = new Map<string, Omit<Sample, 'size' | 'endpoint' | 'cpuMsPerRound' | 'latenciesMs'>>();
  for (const endpoint of ENDPOINTS) {
    await fetch(`${stack.mock}/__mock/reset`, { method: 'POST' });
    const { body } = await get(stack.origin, endpoint.path);
    const sent = (await (await fetch(`${stack.mock}/__mock/requests?upstream=storefront`)).json()) as {
      body: GraphqlBody;
    }[];
    const largestFirst = Math.max(0, ...sent.map((r) => largestPageSize(r.body)));
    found.set(endpoint.name, {
      largestFirst,
      storefrontRequests: sent.length,
      ...(endpoint.kind === 'listing' ? { productsShown: productsShown(body.toString('utf8')) } : {}),
      rawBytes: body.length,
      gzipBytes: gzipSize(body),
    });
    for (let i = 0; i < WARM_UP; i++) await get(stack.origin, endpoint.path);
  }
  return found;
}

const children = await Promise.all(stacks.map(startMock));
const workers = stacks.map((stack) => {
  const persist = `.bench/scale/${stack.size}`;
  rmSync(persist, { recursive: true, force: true });
  return startWorker(stack.env, stack.port, ['--persist-to', persist]);
});
try {
  // A path that sends no Storefront request, so the first renders below are the pages' first.
  await Promise.all(stacks.map((stack) => waitForUrl(`${stack.origin}/json/version`, 120_000)));
  const samples = new Map<string, Sample>();
  for (const stack of stacks) {
    for (const [endpoint, first] of await firstRenders(stack)) {
      samples.set(`${stack.size}\0${endpoint}`, {
        size: stack.size,
        endpoint,
        ...first,
        cpuMsPerRound: [],
        latenciesMs: [],
      });
    }
  }
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...stacks].reverse() : stacks;
    for (const endpoint of ENDPOINTS) {
      for (const stack of order) {
        const sample = samples.get(`${stack.size}\0${endpoint.name}`)!;
        const worker = workers[stacks.indexOf(stack)]!;
        const before = workerdCpuMs(worker.pid!, stack.port).worker;
        for (let i = 0; i < REQUESTS; i++) sample.latenciesMs.push((await get(stack.origin, endpoint.path)).ms);
        sample.cpuMsPerRound.push((workerdCpuMs(worker.pid!, stack.port).worker - before) / REQUESTS);
      }
    }
    loads.push(loadavg()[0]!);
    console.log(`[bench:scale] round ${round + 1} of ${ROUNDS} (load ${loads.at(-1)!.toFixed(1)})`);
  }

  const all = [...samples.values()];
  const figures = figureRows(all, ENDPOINTS, SIZES);
  const budgets = budgetRows(all, ENDPOINTS, SIZES);
  console.log(`\n${formatTable(figures)}\n\n${formatTable(budgets)}`);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}`;
  const range = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  const method = [
    `${new Date().toISOString()}; ${machine}; load average ${range(loads)} during the rounds (absolute CPU`,
    'figures rise with the load; the ratios, taken within a round, hold better).',
    'The built worker in workerd (`wrangler dev --local`), one per catalogue size, each in front of a mock at',
    "that MOCK_CATALOGUE_SIZE and with a Cache API of its own (Hydrogen's sub-request cache warm). Every",
    'request carries a session cookie, so every one renders (no page-cache hit), and an IP of its own.',
    `${ROUNDS} rounds interleave the sizes; a round sends ${REQUESTS} sequential requests per endpoint and size.`,
    "Worker CPU: the user worker's workerd utime + stime ÷ requests (wrangler's proxy apart), the median of",
    "the rounds and their range. p50: the client's time to the last byte. Bytes: the body, and gzip level 9",
    'of it. Shown: the products a listing page shows. Largest first: the largest `first`/`last` of the',
    "Storefront requests the page's first render sent (a page of sitemap resources counts as its 250; the",
    "root's queries, shared by every page, are sent by the first page measured, home).",
  ];
  const report = [
    '# Catalogue scale (issue 32): `npm run bench:scale`',
    '',
    ...method,
    '',
    markdownTable(figures),
    '',
    '## Budgets (issue 32)',
    '',
    markdownTable(budgets),
    '',
  ].join('\n');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(OUT, report);
  console.log(`\nWritten to ${OUT}`);
} finally {
  workers.forEach(stop);
  children.forEach(stop);
}
process.exit(0);
