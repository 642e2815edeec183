// The benches' pure parts: the statistics, the starter's patches and the peer table's ratios and
// verdicts (the benches themselves are too slow for npm test: `npm run bench`, `npm run bench:peer`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { medianRun, mergeCookies, workerdProcess } from '../../scripts/bench/measure';
import { lighthouseFigure, peerRows, type PeerResults, type PeerRun } from '../../scripts/bench/peer-report';
import {
  cpuMsPerRequest,
  describeTarget,
  formatTable,
  median,
  medianRatio,
  quantile,
  verdict,
} from '../../scripts/bench/stats';
import {
  compatibilityDateOf,
  patchEntryServer,
  patchPackageJson,
  starterPatches,
  wranglerToml,
} from '../../scripts/peer/patches';

describe('bench statistics', () => {
  it('median: middle value, mean of the two middle ones for an even count, NaN for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('quantile: nearest rank on sorted values', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile(sorted, 1)).toBe(100);
    expect(quantile([7], 0.99)).toBe(7);
  });

  it('medianRatio is the median of per-round ratios, not the ratio of medians', () => {
    // A burst of other load slows both sides of round 2: its ratio stays fair.
    const rounds = [
      { ours: 100, theirs: 50 },
      { ours: 30, theirs: 10 },
      { ours: 120, theirs: 60 },
    ];
    expect(medianRatio(rounds)).toBe(2);
    expect(median(rounds.map((r) => r.ours)) / median(rounds.map((r) => r.theirs))).toBe(2);
    expect(medianRatio([{ ours: 1, theirs: 0 }])).toBeNaN();
  });

  it('CPU per request from a CPU-time delta', () => {
    expect(cpuMsPerRequest(850, 100)).toBe(8.5);
    expect(cpuMsPerRequest(10, 0)).toBeNaN();
  });

  it('verdicts against at-most and at-least targets', () => {
    expect(verdict(0.05, { max: 0.1 })).toBe('ok');
    expect(verdict(0.2, { max: 0.1 })).toBe('OVER');
    expect(verdict(2.9, { min: 3 })).toBe('UNDER');
    expect(verdict(3, { min: 3 })).toBe('ok');
    expect(verdict(NaN, { min: 3 })).toBe('');
    expect(verdict(1, undefined)).toBe('');
    expect(describeTarget({ max: 0.5 }, '×')).toBe('≤ 0.5×');
    expect(describeTarget({ min: 100 })).toBe('≥ 100');
  });

  it('formats a table with padded columns', () => {
    expect(
      formatTable([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toBe('a    bb\nccc  d');
  });

  it('reads a workerd of the group from /proc: CPU ticks, and whether it is the proxy on the served port', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = (comm: string, pgrp: number) =>
      `812 (${comm}) S 800 ${pgrp} 800 0 -1 4194560 10 0 0 0 150 25 0 0 20 0`;
    const cmd = (port: number) => ['workerd', 'serve', `--socket-addr=entry=127.0.0.1:${port}`, '-'].join('\0');
    expect(workerdProcess(stat('workerd', 800), cmd(0), 800, 8840)).toEqual({ ticks: 175, listens: false });
    expect(workerdProcess(stat('workerd', 800), cmd(8840), 800, 8840)).toEqual({ ticks: 175, listens: true });
    expect(workerdProcess(stat('workerd', 801), cmd(0), 800, 8840)).toBeNull();
    expect(workerdProcess(stat('node (x)', 800), cmd(0), 800, 8840)).toBeNull();
  });

  it('merges Set-Cookie values into a Cookie header, newer values replacing older', () => {
    expect(mergeCookies('', ['session=a; Path=/; HttpOnly'])).toBe('session=a');
    expect(mergeCookies('session=a; country=CH', ['session=b; Path=/'])).toBe('session=b; country=CH');
  });
});

describe("the starter's patches", () => {
  const starterPackage = JSON.stringify({
    scripts: { build: 'shopify hydrogen build --codegen', codegen: 'shopify hydrogen codegen' },
    dependencies: { '@shopify/hydrogen': '2026.4.5', react: '^18.3.1', 'react-router-dom': '7.16.0' },
    devDependencies: { '@shopify/cli': '3.93.2', vite: '^8.0.1' },
  });
  const versions = { '@shopify/hydrogen': '2026.4.6', react: '18.3.1', vite: '8.3.8' };

  it('package.json: builds with react-router, no Shopify CLI or codegen, our versions', () => {
    const pkg = JSON.parse(patchPackageJson(starterPackage, versions));
    expect(pkg.scripts).toEqual({ build: 'react-router build' });
    expect(pkg.dependencies).toEqual({ '@shopify/hydrogen': '2026.4.6', react: '18.3.1' });
    expect(pkg.devDependencies).toEqual({ vite: '8.3.8' });
  });

  it('entry.server.tsx: the mock origin joins img-src and connect-src; a changed entry fails loudly', () => {
    const entry = `const {nonce, header, NonceProvider} = createContentSecurityPolicy({\n    shop: {checkoutDomain: x},\n  });`;
    const patched = patchEntryServer(entry, 'http://127.0.0.1:4140');
    expect(patched).toContain(`imgSrc: ["'self'", 'https://cdn.shopify.com', "http://127.0.0.1:4140"]`);
    expect(patched).toContain(`connectSrc: ["'self'", "http://127.0.0.1:4140"]`);
    expect(patched).toContain('shop: {checkoutDomain: x}');
    expect(() => patchEntryServer('export default {}', 'http://127.0.0.1:4140')).toThrow(/not found/);
  });

  it('wrangler.toml: the same compatibility date and bundling as ours, the built worker and assets', () => {
    const ours = readFileSync('wrangler.toml', 'utf8');
    const date = compatibilityDateOf(ours);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const toml = wranglerToml(date);
    expect(toml).toContain(`compatibility_date = "${date}"`);
    const keepNames = /^keep_names = (true|false)$/m;
    expect(toml.match(keepNames)?.[1]).toBe(ours.match(keepNames)?.[1]);
    expect(toml).toContain('main = "dist/server/index.js"');
    expect(toml).toContain('directory = "./dist/client"');
  });

  it('every patch says what it does; .npmrc is removed', () => {
    const patches = starterPatches({ versions, mockOrigin: 'http://127.0.0.1:4140', compatibilityDate: '2025-04-01' });
    expect(patches.map((p) => p.file)).toEqual(['package.json', '.npmrc', 'app/entry.server.tsx', 'wrangler.toml']);
    for (const patch of patches) expect(patch.says.length).toBeGreaterThan(10);
    expect(patches[1]!.apply('@shopify:registry=https://example.invalid')).toBeNull();
  });
});

describe('the peer table', () => {
  const run = (app: 'ours' | 'starter', round: number, rps: number, cpu: number, size = 500): PeerRun => ({
    size,
    round,
    app,
    scenario: 'anonymous',
    requestsPerSecond: rps,
    p50Ms: 10,
    p99Ms: app === 'ours' ? 10 : 40,
    cpuMsPerRequest: cpu,
    serverErrors: 0,
    cache: app === 'ours' ? { MISS: 1, HIT: 8, STALE: 1 } : {},
  });
  const page = (app: 'ours' | 'starter', js5s: number) => ({
    app,
    page: 'product',
    path: '/',
    htmlRaw: 40_000,
    htmlGzip: 9000,
    blockingCssRaw: 8000,
    blockingCssGzip: 2500,
    js5s,
    jsFiles: [],
  });
  const results: PeerResults = {
    date: '2026-11-22T00:00:00.000Z',
    machine: { cpus: 2, model: 'test', node: 'v20' },
    settings: {
      rounds: 3,
      durationSeconds: 1,
      connections: 8,
      sizes: [5, 500],
      seed: 1,
      cacheHeader: 'x-cache',
      lighthouseRuns: 3,
    },
    starter: { package: '@shopify/create-hydrogen@5.0.39', dir: '.bench' },
    paths: { ours: {}, starter: {} },
    runs: [
      run('ours', 0, 400, 0.5),
      run('starter', 0, 100, 10),
      run('ours', 1, 100, 0.5),
      run('starter', 1, 50, 10), // a slow round for both
      run('ours', 2, 500, 2),
      run('starter', 2, 100, 10),
      run('ours', 0, 100, 9, 5),
      run('starter', 0, 100, 10, 5),
    ],
    pages: [page('ours', 97_000), page('starter', 111_931)],
    firstLoad: { ours: { js: 90_000, css: 7000 }, starter: { js: 111_931, css: 2509 } },
    lighthouse: [],
  };
  const rows = peerRows(results);
  const row = (label: string) => rows.find((r) => r[0] === label)!;

  it('prints our and their medians, the median per-round ratio, and issue 46’s budget at 500 products', () => {
    const label = '500 products, anonymous mix';
    expect(row(`${label} req/s`)).toEqual([`${label} req/s`, '400', '100', '4.00×', '≥ 1.1×', 'met']);
    expect(row(`${label} worker CPU ms/request`).slice(3)).toEqual(['0.05×', '≤ 0.9×', 'met']);
    expect(row(`${label} 5xx answers, all rounds`).slice(1)).toEqual(['0', '0', '', 'ours ≤ 0', 'met']);
    // At 5 products the ratios are printed without a verdict.
    expect(row('5 products, anonymous mix worker CPU ms/request').slice(3)).toEqual(['0.90×', '', '']);
  });

  it('prints the hit rate ours got', () => {
    expect(row("500 products, anonymous mix: ours' x-cache")[1]).toBe('HIT 80% STALE 10% MISS 10%');
  });

  it('checks the product page’s HTML and all its JavaScript of the first 5 s against the starter’s', () => {
    expect(row('product all JS loaded in the first 5 s (gzip)').slice(1)).toEqual([
      '97000 B',
      '111931 B',
      '0.87×',
      '≤ 1×',
      'met',
    ]);
    expect(row('product HTML gzip').slice(3)).toEqual(['1.00×', '≤ 2×', 'met']);
  });

  it('checks applied-throttling FCP, LCP and TBT against the starter’s; prints the simulated figures', () => {
    const scores = (performance: number, fcpMs: number, lcpMs: number, ttiMs = 2000) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs,
      fcpMs,
      tbtMs: 40,
      cls: 0,
      ttiMs,
      machineBusy: 0.02,
    });
    const result = (each: ReturnType<typeof scores>[]) => ({ ...each[0]!, missed: [], each });
    const ours = result([scores(100, 900, 1100), scores(98, 950, 1300)]);
    expect(lighthouseFigure(ours, 'performance')).toBe('100 (100 98)');
    const table = peerRows({
      ...results,
      lighthouse: [
        { app: 'ours', page: 'home', path: '/', throttling: 'devtools', ...ours },
        { app: 'starter', page: 'home', path: '/', throttling: 'devtools', ...result([scores(97, 1000, 1400)]) },
        { app: 'ours', page: 'home', path: '/', throttling: 'simulate', ...result([scores(99, 800, 900)]) },
        { app: 'starter', page: 'home', path: '/', throttling: 'simulate', ...result([scores(97, 800, 900)]) },
      ],
    });
    const find = (label: string) => table.find((r) => r[0] === label)!.slice(1);
    expect(find('Lighthouse applied throttling home FCP ms')).toEqual([
      '900 (900 950)',
      '1000',
      '0.90×',
      '≤ 0.9×',
      'met',
    ]);
    expect(find('Lighthouse applied throttling home LCP ms').slice(2)).toEqual(['0.79×', '≤ 0.85×', 'met']);
    expect(find('Lighthouse applied throttling home TBT ms').slice(2)).toEqual(['1.00×', '≤ 1×', 'met']);
    expect(find('Lighthouse simulated home performance')).toEqual(['99', '97', '', '', '']);
  });

  it('picks the run closest to the median FCP and TTI, as Lighthouse does', () => {
    const run = (fcpMs: number, ttiMs: number, performance: number) => ({ ...zero, fcpMs, ttiMs, performance });
    const zero = { accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 0, tbtMs: 0, cls: 0 };
    // The slow run (late TTI) is the outlier, whether first or last.
    expect(medianRun([run(900, 3500, 97), run(910, 2100, 100), run(905, 2000, 100)]).fcpMs).toBe(910);
    expect(medianRun([run(905, 2000, 100), run(910, 2100, 100), run(900, 3500, 97)]).fcpMs).toBe(910);
    expect(medianRun([run(900, 3500, 97)]).performance).toBe(97);
  });
});
