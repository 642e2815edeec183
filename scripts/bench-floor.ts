// `npm run bench:floor`: the worker CPU floor of `wrangler dev --local` under the peer bench's
// measurement (docs/decisions/bench.md), interleaved with our build: a worker that answers "ok"
// without and with [assets] (wrangler puts its asset router in front, in the same workerd), one
// that answers an 80 KB page held in memory (with assets), and ours on an edge redirect, page-cache
// hits and a product page with a cart (rendered; sub-requests from the cache). BENCH_BEFORE_CONFIG
// adds another build of ours (a wrangler.toml whose main/assets point at it) as "before".
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { addToCart, workerdCpuMs } from './bench/measure.ts';
import { median } from './bench/stats.ts';
import { projectEnv } from './project-env.ts';
import { startMockIfNeeded, startWorker, stop, waitForUrl } from './processes.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const PORT = Number(process.env.PORT ?? 8799);
const DIR = '.bench/floor';

const TRIVIAL = 'export default { fetch: () => new Response("ok") };\n';
const PAGE = `const body = new TextEncoder().encode('<!doctype html>' + 'x'.repeat(80_000));
export default { fetch: () => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } }) };\n`;
function trivialWorker(name: string, source: string, assets: boolean | 'worker first') {
  mkdirSync(`${DIR}/${name}`, { recursive: true });
  writeFileSync(`${DIR}/${name}/worker.js`, source);
  const toml = [`name = "${name}"`, 'main = "worker.js"', 'compatibility_date = "2025-04-01"'];
  if (assets) toml.push('', '[assets]', 'directory = "../../../dist/client"');
  // As our wrangler.toml: pages go to the worker without the asset router's lookup (docs/decisions/platform.md).
  if (assets === 'worker first') toml.push('run_worker_first = ["/*", "!/assets/*"]');
  writeFileSync(`${DIR}/${name}/wrangler.toml`, toml.join('\n') + '\n');
  return ['--config', `${DIR}/${name}/wrangler.toml`];
}

const base = projectEnv();
const ours = (port: number) => ({
  ...base,
  PUBLIC_MAIN_SITE_ORIGIN: `http://localhost:${port}`,
  PUBLIC_US_SITE_ORIGIN: `http://127.0.0.1:${port}`,
});
const before = process.env.BENCH_BEFORE_CONFIG;
const allTargets: { name: string; port: number; args: string[]; env: Record<string, string>; ours: boolean }[] = [
  { name: 'trivial', port: PORT + 2, args: trivialWorker('trivial', TRIVIAL, false), env: {}, ours: false },
  { name: 'trivial+assets', port: PORT + 3, args: trivialWorker('assets', TRIVIAL, true), env: {}, ours: false },
  {
    name: 'trivial+assets, worker first',
    port: PORT + 5,
    args: trivialWorker('worker-first', TRIVIAL, 'worker first'),
    env: {},
    ours: false,
  },
  { name: '80 KB+assets', port: PORT + 4, args: trivialWorker('page', PAGE, true), env: {}, ours: false },
  ...(before ? [{ name: 'before', port: PORT + 1, args: ['--config', before], env: ours(PORT + 1), ours: true }] : []),
  { name: 'ours', port: PORT, args: [], env: ours(PORT), ours: true },
];
// BENCH_FLOOR_TARGETS / BENCH_FLOOR_PATHS (regular expressions over the names) measure a subset.
const only = (variable: string) => new RegExp(process.env[variable] ?? '');
const targets = allTargets.filter((t) => only('BENCH_FLOOR_TARGETS').test(t.name));
const ALL_PATHS = [
  { name: 'edge redirect /pages/faq', path: '/pages/faq' },
  { name: 'HIT /', path: '/' },
  { name: 'HIT /shop/sharkblades', path: '/shop/sharkblades' },
  { name: 'HIT /shop', path: '/shop' },
  { name: 'cart /shop/sharkblades', path: '/shop/sharkblades', cart: true },
];
const PATHS = ALL_PATHS.filter((page) => only('BENCH_FLOOR_PATHS').test(page.name));
const CART_FORM = { intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000001', quantity: '1' };

await startMockIfNeeded(base);
const workers = targets.map((t) =>
  startWorker(t.env, t.port, [...t.args, '--inspector-port', String(t.port + 10_000)]),
);
try {
  await Promise.all(targets.map((t) => waitForUrl(`http://127.0.0.1:${t.port}/`)));
  const cookies = new Map<string, string>();
  for (const t of targets.filter((target) => target.ours)) {
    const origin = `http://127.0.0.1:${t.port}`;
    cookies.set(t.name, await addToCart(origin, new URLSearchParams({ ...CART_FORM, redirectTo: '/cart' })));
    for (const { path } of PATHS) for (let i = 0; i < 3; i++) await (await fetch(origin + path)).arrayBuffer();
  }
  const cpu = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of PATHS) {
      for (const [index, t] of (round % 2 ? [...targets].reverse() : targets).entries()) {
        const cookie = page.cart ? cookies.get(t.name) : undefined;
        const start = workerdCpuMs(workers[targets.indexOf(t)]!.pid!, t.port).worker;
        const run = await autocannon({
          url: `http://127.0.0.1:${t.port}${page.path}`,
          connections: 8,
          duration: DURATION_S,
          headers: cookie ? { cookie } : undefined,
        });
        const ms = (workerdCpuMs(workers[targets.indexOf(t)]!.pid!, t.port).worker - start) / run.requests.total;
        const key = `${page.name}\0${t.name}`;
        cpu.set(key, [...(cpu.get(key) ?? []), ms]);
        const load = loadavg()[0]!.toFixed(1);
        console.log(
          `r${round} ${index} ${page.name.padEnd(26)} ${t.name.padEnd(28)} ${ms.toFixed(2)} ms (load ${load})`,
        );
      }
    }
  }
  console.log('\nworker CPU ms/request, median of rounds [each round]');
  for (const page of PATHS) {
    const cells = targets.map((t) => {
      const runs = cpu.get(`${page.name}\0${t.name}`)!;
      return `${t.name} ${median(runs).toFixed(2)} [${runs.map((x) => x.toFixed(2)).join(' ')}]`;
    });
    console.log(`${page.name.padEnd(26)} ${cells.join('  ')}`);
  }
} finally {
  workers.forEach(stop);
  process.exit(0);
}
