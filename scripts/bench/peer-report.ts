// The peer bench's table: ours, the starter's, the median per-round ratio, and issue 46's budgets
// (met / missed). Pure, so it is unit-tested with made-up runs (tests/scripts/bench.test.ts).
import { describeTarget, median, medianRatio, verdict, type Target } from './stats.ts';
import type { LighthouseResult, LighthouseScores, Throttling } from './measure.ts';

type App = 'ours' | 'starter';

/** What a run sends: the anonymous mix, the mix with a cart per connection, never-cached pages, the no-JS add to cart. */
export type Scenario = 'anonymous' | 'withCart' | 'miss' | 'cartAdd';

export interface PeerRun {
  /** Products in the mock's catalogue. */
  size: number;
  round: number;
  app: App;
  scenario: Scenario;
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
  /** 5xx answers in the run. */
  serverErrors?: number;
  cache?: Record<string, number>;
}

/** A page's weight and everything it loads in its first 5 s (scripts/bench/measure.ts). */
export interface PageFigures {
  app: App;
  page: string;
  path: string;
  htmlRaw: number;
  htmlGzip: number;
  blockingCssRaw: number;
  blockingCssGzip: number;
  /** CSS in the head's `<style>` elements (within the HTML's bytes); absent in results before 27 Nov 2026. */
  inlineCssRaw?: number;
  inlineCssGzip?: number;
  /** JavaScript loaded in the first 5 s after navigation start, gzip -9. */
  js5s: number;
  jsFiles: { url: string; gzip: number }[];
}

export interface PeerResults {
  date: string;
  machine: { cpus: number; model: string; node: string };
  settings: {
    rounds: number;
    durationSeconds: number;
    connections: number;
    sizes: number[];
    seed: number;
    cacheHeader: string;
    lighthouseRuns: number;
  };
  starter: { package: string; dir: string };
  paths: Record<App, Record<string, string>>;
  runs: PeerRun[];
  pages: PageFigures[];
  /** What the product page's HTML references (gzip -9), the first-load figure of docs/decisions/bench.md. */
  firstLoad: Record<App, { js: number; css: number }>;
  lighthouse: ({ app: App; page: string; path: string; throttling: Throttling } & LighthouseResult)[];
}

/**
 * Issue 46's budgets, ratios ours ÷ starter (a MISS and the with-cart mix are reported without one).
 * Their `cpu` is optional so the scenarios read alike.
 */
export const BUDGETS: {
  anonymous: { cpu: Target; requestsPerSecond: Target; serverErrors: Target };
  miss: { cpu?: Target };
  withCart: { cpu?: Target };
  size: number;
  applied: { fcpRatio: Target; lcpRatio: Target; tbtRatio: Target };
  htmlGzipRatio: Target;
  js5sRatio: Target;
} = {
  anonymous: { cpu: { max: 0.9 }, requestsPerSecond: { min: 1.1 }, serverErrors: { max: 0 } },
  miss: {},
  withCart: {},
  /** At this catalogue size (the mix's ratios at 5 products are printed too, without a verdict). */
  size: 500,
  applied: { fcpRatio: { max: 0.9 }, lcpRatio: { max: 0.85 }, tbtRatio: { max: 1 } },
  htmlGzipRatio: { max: 2 },
  js5sRatio: { max: 1 },
};

/**
 * Lighthouse category targets (simulated throttling), and the older ones for `npm run bench` (docs/decisions/bench.md).
 */
export const TARGETS = {
  lighthouse: {
    performance: (page: string) => (page === 'cart' ? undefined : { min: 100 }),
    accessibility: () => ({ min: 100 }),
    bestPractices: () => ({ min: 100 }),
    // SEO only on indexable pages (the cart is not).
    seo: (page: string) => (page === 'cart' ? undefined : { min: 100 }),
    lcpMs: () => ({ max: 1500 }),
    fcpMs: () => undefined,
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
  ['fcpMs', 'FCP ms'],
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

/** The cache header's values over runs, as shares ("HIT 80% STALE 9% MISS 11%"). */
export function cacheShares(runs: { cache?: Record<string, number> }[], header = 'x-cache') {
  const tally: Record<string, number> = {};
  for (const run of runs) for (const [k, n] of Object.entries(run.cache ?? {})) tally[k] = (tally[k] ?? 0) + n;
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  if (!total) return `no ${header}`;
  return ['HIT', 'STALE', 'MISS', 'BYPASS', ...Object.keys(tally)]
    .filter((k, i, all) => tally[k] && all.indexOf(k) === i)
    .map((k) => `${k} ${Math.round((100 * tally[k]!) / total)}%`)
    .join(' ');
}

/** A verdict in the words of the issues' budget tables. */
export function met(value: number, target: Target | undefined): '' | 'met' | 'missed' {
  const v = verdict(value, target);
  return v === '' ? '' : v === 'ok' ? 'met' : 'missed';
}

const SCENARIO_NAMES: Record<Scenario, string> = {
  anonymous: 'anonymous mix',
  withCart: 'with-cart mix',
  miss: 'every request a MISS',
  cartAdd: 'no-JS add to cart (POST → 303 → GET /cart)',
};

export function peerRows(results: PeerResults): string[][] {
  const rows: string[][] = [['figure', 'ours', 'starter', 'ours ÷ starter', 'budget', '']];
  const runsOf = (size: number, scenario: Scenario, app: App) =>
    results.runs.filter((r) => r.size === size && r.scenario === scenario && r.app === app);
  const compare = (
    label: string,
    size: number,
    scenario: Scenario,
    figure: (run: PeerRun) => number,
    digits: number,
    target?: Target,
  ) => {
    const ours = runsOf(size, scenario, 'ours');
    const theirs = runsOf(size, scenario, 'starter');
    if (!ours.length && !theirs.length) return;
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
      met(ratio, target),
    ]);
  };
  const sum = (runs: PeerRun[], figure: (run: PeerRun) => number) => runs.reduce((n, r) => n + figure(r), 0);

  for (const size of results.settings.sizes) {
    const budgeted = size === BUDGETS.size;
    for (const scenario of ['anonymous', 'withCart', 'miss', 'cartAdd'] as const) {
      const ours = runsOf(size, scenario, 'ours');
      if (!ours.length) continue;
      const name = `${size} products, ${SCENARIO_NAMES[scenario]}`;
      if (scenario !== 'cartAdd')
        rows.push([
          `${name}: ours' ${results.settings.cacheHeader}`,
          cacheShares(ours, results.settings.cacheHeader),
          '',
          '',
          '',
          '',
        ]);
      if (scenario === 'cartAdd') {
        compare(`${name} flows/s`, size, scenario, (r) => r.flowsPerSecond ?? NaN, 0);
        compare(`${name} p50 / p99 ms`, size, scenario, (r) => r.p50Ms, 0);
        compare(`${name} worker CPU ms/flow`, size, scenario, (r) => r.cpuMsPerFlow ?? NaN, 2);
        continue;
      }
      const cpuBudget = budgeted ? BUDGETS[scenario].cpu : undefined;
      compare(
        `${name} req/s`,
        size,
        scenario,
        (r) => r.requestsPerSecond ?? NaN,
        0,
        budgeted && scenario === 'anonymous' ? BUDGETS.anonymous.requestsPerSecond : undefined,
      );
      compare(`${name} p50 ms`, size, scenario, (r) => r.p50Ms, 0);
      compare(`${name} p99 ms`, size, scenario, (r) => r.p99Ms, 0);
      compare(`${name} worker CPU ms/request`, size, scenario, (r) => r.cpuMsPerRequest ?? NaN, 2, cpuBudget);
      compare(`${name} wrangler proxy CPU ms/request`, size, scenario, (r) => r.proxyCpuMsPerRequest ?? NaN, 2);
      const errors = sum(ours, (r) => r.serverErrors ?? 0);
      const target = budgeted && scenario === 'anonymous' ? BUDGETS.anonymous.serverErrors : undefined;
      rows.push([
        `${name} 5xx answers, all rounds`,
        String(errors),
        String(sum(runsOf(size, scenario, 'starter'), (r) => r.serverErrors ?? 0)),
        '',
        target ? `ours ${describeTarget(target)}` : '',
        met(errors, target),
      ]);
    }
  }
  const failed = (app: App) => results.runs.filter((r) => r.app === app).reduce((n, r) => n + (r.failed ?? 0), 0);
  rows.push([
    'failed requests or flows (non-2xx, errors), all runs',
    String(failed('ours')),
    String(failed('starter')),
    '',
    '',
    '',
  ]);

  for (const page of ['home', 'product']) {
    const o = results.pages.find((p) => p.app === 'ours' && p.page === page);
    const s = results.pages.find((p) => p.app === 'starter' && p.page === page);
    if (!o || !s) continue;
    // A target here is a ratio to the starter's bytes.
    const bytes = (label: string, key: keyof PageFigures, target?: Target) => {
      const ours = (o[key] as number | undefined) ?? 0;
      const theirs = (s[key] as number | undefined) ?? 0;
      rows.push([
        `${page} ${label}`,
        `${ours} B`,
        `${theirs} B`,
        theirs ? times(ours / theirs) : '',
        target ? describeTarget(target, '×') : '',
        theirs ? met(ours / theirs, target) : '',
      ]);
    };
    bytes('HTML raw', 'htmlRaw');
    bytes('HTML gzip', 'htmlGzip', BUDGETS.htmlGzipRatio);
    bytes('render-blocking CSS files gzip', 'blockingCssGzip');
    bytes('render-blocking CSS files raw', 'blockingCssRaw');
    bytes('CSS inline in the head gzip (within the HTML)', 'inlineCssGzip');
    bytes('all JS loaded in the first 5 s (gzip)', 'js5s', BUDGETS.js5sRatio);
  }
  const { ours, starter } = results.firstLoad;
  rows.push([
    'product first-load JS the HTML references (gzip)',
    `${ours.js} B`,
    `${starter.js} B`,
    times(ours.js / starter.js),
    '',
    '',
  ]);

  for (const page of ['home', 'product', 'cart']) {
    for (const throttling of ['devtools', 'simulate'] as const) {
      const find = (app: App) =>
        results.lighthouse.find((l) => l.app === app && l.page === page && l.throttling === throttling);
      const o = find('ours');
      const s = find('starter');
      if (!o || !s) continue;
      const how = throttling === 'devtools' ? 'applied throttling' : 'simulated';
      if (throttling === 'devtools') {
        const { applied } = BUDGETS;
        const ratioRow = (label: string, key: 'fcpMs' | 'lcpMs' | 'tbtMs', target: Target) =>
          rows.push([
            `Lighthouse ${how} ${page} ${label} ms`,
            lighthouseFigure(o, key),
            lighthouseFigure(s, key),
            times(o[key] / s[key]),
            describeTarget(target, '×'),
            met(o[key] / s[key], target),
          ]);
        ratioRow('FCP', 'fcpMs', applied.fcpRatio);
        ratioRow('LCP', 'lcpMs', applied.lcpRatio);
        ratioRow('TBT', 'tbtMs', applied.tbtRatio);
        rows.push([
          `Lighthouse ${how} ${page} CLS`,
          lighthouseFigure(o, 'cls'),
          lighthouseFigure(s, 'cls'),
          '',
          '',
          '',
        ]);
        rows.push([
          `Lighthouse ${how} ${page} performance`,
          lighthouseFigure(o, 'performance'),
          lighthouseFigure(s, 'performance'),
          '',
          '',
          '',
        ]);
        continue;
      }
      for (const [key, label] of LIGHTHOUSE_FIGURES) {
        // Printed for reading: issue 46's page budgets are the applied-throttling rows above.
        rows.push([
          `Lighthouse ${how} ${page} ${label}`,
          lighthouseFigure(o, key),
          lighthouseFigure(s, key),
          ['fcpMs', 'lcpMs', 'tbtMs'].includes(key) ? times(o[key] / s[key]) : '',
          '',
          '',
        ]);
      }
      if (o.missed?.length || s.missed?.length)
        rows.push([
          `Lighthouse ${how} ${page} audits missed`,
          o.missed?.join(' ') || '-',
          s.missed?.join(' ') || '-',
          '',
          '',
          '',
        ]);
    }
  }
  return rows;
}
