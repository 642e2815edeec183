// The peer bench's table: ours, the starter's, the median per-round ratio, and the targets of
// issue 16 (ok / OVER / UNDER). Pure, so it is unit-tested with made-up runs.
import { describeTarget, median, medianRatio, verdict, type Target } from './stats.ts';
import type { LighthouseResult, LighthouseScores } from './measure.ts';

type App = 'ours' | 'starter';

export interface PeerRun {
  round: number;
  app: App;
  page: string;
  mode: 'anonymous' | 'withCart';
  path: string;
  requestsPerSecond?: number;
  flowsPerSecond?: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest?: number;
  cpuMsPerFlow?: number;
  proxyCpuMsPerRequest?: number;
  proxyCpuMsPerFlow?: number;
  /** Non-2xx answers, socket errors or failed flows in the run. */
  failed?: number;
  cache?: Record<string, number>;
}

export interface PeerResults {
  date: string;
  machine: { cpus: number; model: string; node: string };
  settings: { rounds: number; durationSeconds: number; connections: number; cacheHeader: string };
  starter: { package: string; dir: string };
  paths: Record<App, Record<string, string>>;
  runs: PeerRun[];
  firstLoad: Record<App, { js: number; css: number }>;
  lighthouse: ({ app: App; page: string; path: string } & LighthouseResult)[];
}

const KB = 1024;

/** Issue 16's targets, as ratios ours ÷ starter (runs) or as our own figure (bytes, Lighthouse). */
export const TARGETS = {
  anonymous: { requestsPerSecond: { min: 3 }, p99Ms: { max: 0.5 }, cpu: { max: 0.1 } },
  withCart: { requestsPerSecond: { min: 1.5 } },
  uncachedProductCpu: { max: 0.6 },
  productJsGzip: { max: 89 * KB },
  lighthouse: {
    performance: (page: string) => (page === 'cart' ? undefined : { min: 100 }),
    accessibility: () => ({ min: 100 }),
    bestPractices: () => ({ min: 100 }),
    // SEO only on indexable pages (the cart is not).
    seo: (page: string) => (page === 'cart' ? undefined : { min: 100 }),
    lcpMs: () => ({ max: 1500 }),
    tbtMs: () => undefined,
    cls: () => undefined,
  },
} as const;

/** The Lighthouse figures in print order, with their labels. */
export const LIGHTHOUSE_FIGURES: [keyof typeof TARGETS.lighthouse, string][] = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best practices'],
  ['seo', 'SEO'],
  ['lcpMs', 'LCP ms'],
  ['tbtMs', 'TBT ms'],
  ['cls', 'CLS'],
];

/** A figure as the tables print it: the median run's, then each run's own where there were several. */
export function lighthouseFigure(result: LighthouseResult, key: keyof LighthouseScores): string {
  const { each } = result;
  return each.length > 1 ? `${result[key]} (${each.map((run) => run[key]).join(' ')})` : String(result[key]);
}

const fixed = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const times = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(2)}×`);

function cacheLabel(runs: PeerRun[], header: string) {
  const tally: Record<string, number> = {};
  for (const run of runs) for (const [k, n] of Object.entries(run.cache ?? {})) tally[k] = (tally[k] ?? 0) + n;
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  if (!total) return `no ${header}`;
  return Object.entries(tally)
    .map(([k, n]) => `${k} ${Math.round((100 * n) / total)}%`)
    .join(' ');
}

export function peerRows(results: PeerResults): string[][] {
  const rows: string[][] = [['figure', 'ours', 'starter', 'ours ÷ starter', 'target', '']];
  const runsOf = (page: string, mode: string, app: App) =>
    results.runs.filter((r) => r.page === page && r.mode === mode && r.app === app);
  const compare = (
    label: string,
    page: string,
    mode: string,
    figure: (run: PeerRun) => number,
    digits: number,
    target?: Target,
  ) => {
    const ours = runsOf(page, mode, 'ours');
    const theirs = runsOf(page, mode, 'starter');
    const rounds = ours.flatMap((o) => {
      const t = theirs.find((r) => r.round === o.round);
      return t ? [{ ours: figure(o), theirs: figure(t) }] : [];
    });
    const ratio = medianRatio(rounds);
    rows.push([
      label,
      fixed(median(ours.map(figure)), digits),
      fixed(median(theirs.map(figure)), digits),
      times(ratio),
      describeTarget(target, '×'),
      verdict(ratio, target),
    ]);
  };

  for (const page of ['home', 'product', 'listing']) {
    for (const mode of ['anonymous', 'withCart'] as const) {
      const name =
        mode === 'anonymous'
          ? `${page}, anonymous (ours: ${cacheLabel(runsOf(page, mode, 'ours'), results.settings.cacheHeader)})`
          : `${page}, with a cart (uncached)`;
      const t = mode === 'anonymous' ? TARGETS.anonymous : undefined;
      compare(
        `${name} req/s`,
        page,
        mode,
        (r) => r.requestsPerSecond ?? NaN,
        0,
        t?.requestsPerSecond ?? (mode === 'withCart' ? TARGETS.withCart.requestsPerSecond : undefined),
      );
      compare(`${name} p50 ms`, page, mode, (r) => r.p50Ms, 0);
      compare(`${name} p99 ms`, page, mode, (r) => r.p99Ms, 0, t?.p99Ms);
      const cpuTarget = t?.cpu ?? (page === 'product' ? TARGETS.uncachedProductCpu : undefined);
      compare(`${name} worker CPU ms/request`, page, mode, (r) => r.cpuMsPerRequest ?? NaN, 2, cpuTarget);
      compare(`${name} wrangler proxy CPU ms/request`, page, mode, (r) => r.proxyCpuMsPerRequest ?? NaN, 2);
    }
  }
  compare(
    'no-JS add to cart flows/s (POST → 303 → GET /cart)',
    'cartAdd',
    'withCart',
    (r) => r.flowsPerSecond ?? NaN,
    0,
  );
  compare('add to cart flow p50 ms', 'cartAdd', 'withCart', (r) => r.p50Ms, 0);
  compare('add to cart flow p99 ms', 'cartAdd', 'withCart', (r) => r.p99Ms, 0);
  compare('add to cart worker CPU ms/flow', 'cartAdd', 'withCart', (r) => r.cpuMsPerFlow ?? NaN, 2);
  compare('add to cart wrangler proxy CPU ms/flow', 'cartAdd', 'withCart', (r) => r.proxyCpuMsPerFlow ?? NaN, 2);

  const failed = (app: App) => results.runs.filter((r) => r.app === app).reduce((n, r) => n + (r.failed ?? 0), 0);
  rows.push([
    'failed requests or flows (non-2xx, errors), all runs',
    String(failed('ours')),
    String(failed('starter')),
    '',
    '',
    '',
  ]);

  const { ours, starter } = results.firstLoad;
  rows.push([
    'product page first-load JS (gzip)',
    `${ours.js} B`,
    `${starter.js} B`,
    times(ours.js / starter.js),
    `ours ${describeTarget(TARGETS.productJsGzip, ' B')}`,
    verdict(ours.js, TARGETS.productJsGzip),
  ]);
  rows.push([
    'product page first-load CSS (gzip)',
    `${ours.css} B`,
    `${starter.css} B`,
    times(ours.css / starter.css),
    '',
    '',
  ]);

  for (const page of ['home', 'product', 'cart']) {
    const o = results.lighthouse.find((l) => l.app === 'ours' && l.page === page);
    const s = results.lighthouse.find((l) => l.app === 'starter' && l.page === page);
    if (!o || !s) continue;
    for (const [key, label] of LIGHTHOUSE_FIGURES) {
      const target = TARGETS.lighthouse[key](page);
      rows.push([
        `Lighthouse mobile ${page} ${label}`,
        lighthouseFigure(o, key),
        lighthouseFigure(s, key),
        '',
        target ? `ours ${describeTarget(target)}` : '',
        verdict(o[key], target),
      ]);
    }
    // Why a score is under 100 (the cart's SEO: its `noindex`).
    if (o.missed?.length || s.missed?.length)
      rows.push([
        `Lighthouse mobile ${page} audits missed`,
        o.missed?.join(' ') || '-',
        s.missed?.join(' ') || '-',
        '',
        '',
        '',
      ]);
  }
  return rows;
}
