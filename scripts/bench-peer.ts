// `npm run bench:peer` (or `npm run bench -- --peer`): this shop against Shopify's Hydrogen starter,
// side by side on this machine. Both builds run in the same workerd (wrangler dev --local) against
// the same mock; load runs in interleaved rounds (starter, ours, ours, starter, …) and every ratio
// is the median of the per-round ratios. Prints one table against the targets of issue 16 and
// writes the figures to bench-results/peer-<date>.json.
//
// Settings (environment): BENCH_ROUNDS (5), BENCH_DURATION (seconds per run, 3), BENCH_CONNECTIONS
// (8), BENCH_PEER_PORT (PORT + 1), BENCH_CACHE_HEADER (x-cache); "uncached" requests carry a cart
// (a session cookie made by a no-JS add to cart in each app), or BENCH_UNCACHED_COOKIE /
// BENCH_UNCACHED_QUERY instead for ours. Flags: --no-lighthouse, --no-build, --rebuild-peer.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { peerRows, type PeerResults } from './bench/peer-report.ts';
import { addToCart, cartFlows, firstLoadBytes, lighthouse, load, type LoadResult } from './bench/measure.ts';
import { formatTable } from './bench/stats.ts';
import { prepareStarter, starterEnv, STARTER_PACKAGE, STARTER_PACKAGE_VERSION } from './peer/starter.ts';
import { projectEnv } from './project-env.ts';
import { startMockIfNeeded, startWorker, stop, waitForUrl } from './processes.ts';

const flags = new Set(process.argv.slice(2));
const PORT = Number(process.env.PORT ?? 8799);
const PEER_PORT = Number(process.env.BENCH_PEER_PORT ?? PORT + 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const CACHE_HEADER = process.env.BENCH_CACHE_HEADER ?? 'x-cache';
const VARIANT = 'gid://shopify/ProductVariant/40000000000001';

// 127.0.0.1 is our US site (USD, en-US), as the starter prices in USD for US.
const apps = {
  ours: {
    origin: `http://127.0.0.1:${PORT}`,
    clientDir: 'dist/client',
    pages: { home: '/', product: '/shop/sharkblades', listing: '/shop' },
    cartForm: new URLSearchParams({ intent: 'add', merchandiseId: VARIANT, quantity: '1', redirectTo: '/cart' }),
  },
  starter: {
    origin: `http://127.0.0.1:${PEER_PORT}`,
    clientDir: '',
    pages: { home: '/', product: '/products/sharkblades', listing: '/collections/all' },
    // Hydrogen's CartForm without JavaScript: the action as JSON, and redirectTo for the 303.
    cartForm: new URLSearchParams({
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: VARIANT, quantity: 1 }] },
      }),
      redirectTo: '/cart',
    }),
  },
};
type App = keyof typeof apps;
type Page = keyof (typeof apps)['ours']['pages'];
const PAGES: Page[] = ['home', 'product', 'listing'];
const MODES = ['anonymous', 'withCart'] as const;
type Mode = (typeof MODES)[number];

const env = projectEnv();
const mockOrigin = (env.PUBLIC_STORE_DOMAIN ?? '').replace(/\/$/, '');

if (!flags.has('--no-build')) {
  console.log('[bench] building ours…');
  execSync('npx react-router build', { stdio: 'ignore' });
}
const starterDir = prepareStarter({ root: process.cwd(), mockOrigin, rebuild: flags.has('--rebuild-peer') });
apps.starter.clientDir = `${starterDir}/dist/client`;

const mock = await startMockIfNeeded(env);
// Two wranglers at once: each needs its own inspector port (wrangler's default is taken by the first).
const inspector = (port: number) => ['--inspector-port', String(port + 10_000)];
const workers = {
  ours: startWorker(env, PORT, inspector(PORT)),
  starter: startWorker(starterEnv(env), PEER_PORT, [
    '--config',
    `${starterDir}/wrangler.toml`,
    ...inspector(PEER_PORT),
  ]),
};
try {
  await Promise.all(Object.values(apps).map((app) => waitForUrl(`${app.origin}/`)));
  // A cart in each app (a real one, made without JS): the personalised, uncached requests carry it.
  const cartCookie = {
    ours: await addToCart(apps.ours.origin, apps.ours.cartForm),
    starter: await addToCart(apps.starter.origin, apps.starter.cartForm),
  };
  const request = (app: App, page: Page, mode: Mode) => {
    let path: string = apps[app].pages[page];
    let cookie = mode === 'withCart' ? cartCookie[app] : undefined;
    if (app === 'ours' && mode === 'withCart' && process.env.BENCH_UNCACHED_COOKIE)
      cookie = process.env.BENCH_UNCACHED_COOKIE;
    if (app === 'ours' && mode === 'withCart' && process.env.BENCH_UNCACHED_QUERY)
      path += (path.includes('?') ? '&' : '?') + process.env.BENCH_UNCACHED_QUERY;
    return { path, headers: cookie ? { cookie } : undefined };
  };
  // Warm up: JIT, sub-request caches, and our page cache where there is one.
  for (const app of ['ours', 'starter'] as App[])
    for (const page of PAGES)
      for (const mode of MODES)
        for (let i = 0; i < 20; i++) {
          const { path, headers } = request(app, page, mode);
          await fetch(apps[app].origin + path, { headers }).then((r) => r.arrayBuffer());
        }

  const runs: PeerResults['runs'] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate who goes first, so neither side always follows the other's load.
    const order: App[] = round % 2 ? ['ours', 'starter'] : ['starter', 'ours'];
    for (const page of PAGES)
      for (const mode of MODES)
        for (const app of order) {
          const { path, headers } = request(app, page, mode);
          const result: LoadResult = await load({
            origin: apps[app].origin,
            path,
            headers,
            connections: CONNECTIONS,
            durationSeconds: DURATION_S,
            workerGroup: workers[app].pid!,
            cacheHeader: CACHE_HEADER,
          });
          runs.push({ round, app, page, mode, path, ...result });
        }
    for (const app of order) {
      const flow = await cartFlows({
        origin: apps[app].origin,
        form: apps[app].cartForm,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        workerGroup: workers[app].pid!,
      });
      runs.push({ round, app, page: 'cartAdd', mode: 'withCart', path: 'POST /cart → 303 → GET /cart', ...flow });
    }
    console.log(`[bench] round ${round + 1}/${ROUNDS} done`);
  }

  const firstLoad = {
    ours: await firstLoadBytes(apps.ours.origin, apps.ours.pages.product, apps.ours.clientDir),
    starter: await firstLoadBytes(apps.starter.origin, apps.starter.pages.product, apps.starter.clientDir),
  };
  const lighthouseResults: PeerResults['lighthouse'] = [];
  if (!flags.has('--no-lighthouse')) {
    for (const page of ['home', 'product', 'cart'] as const)
      for (const app of ['ours', 'starter'] as App[]) {
        const path = page === 'cart' ? '/cart' : apps[app].pages[page];
        console.log(`[bench] lighthouse ${app} ${path}`);
        const headers: Record<string, string> = page === 'cart' ? { Cookie: cartCookie[app] } : {};
        lighthouseResults.push({ app, page, path, ...(await lighthouse(apps[app].origin + path, headers)) });
      }
  }

  const results: PeerResults = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
    settings: { rounds: ROUNDS, durationSeconds: DURATION_S, connections: CONNECTIONS, cacheHeader: CACHE_HEADER },
    starter: { package: `${STARTER_PACKAGE}@${STARTER_PACKAGE_VERSION}`, dir: starterDir },
    paths: { ours: apps.ours.pages, starter: apps.starter.pages },
    runs,
    firstLoad,
    lighthouse: lighthouseResults,
  };
  console.log('');
  console.log(formatTable(peerRows(results)));
  console.log(
    `\nours ÷ starter, median of ${ROUNDS} interleaved rounds; ${CONNECTIONS} connections, ${DURATION_S} s a run; ` +
      `${results.machine.cpus} × ${results.machine.model}. CPU: utime+stime ÷ requests of the user worker's workerd; wrangler's proxy workerd in front of it apart.`,
  );
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/peer-${results.date.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(results, null, 2));
  writeFileSync('bench-results/peer-latest.json', JSON.stringify(results, null, 2));
  console.log(`Figures written to ${file} (and bench-results/peer-latest.json)`);
} finally {
  stop(workers.ours);
  stop(workers.starter);
  mock?.close();
}
process.exit(0);
