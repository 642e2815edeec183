// What the benches measure, for any worker served on an origin: throughput and latency
// (autocannon), the workerd process's CPU time per request, no-JS cart flows, first-load JS/CSS and
// Lighthouse mobile. Used by scripts/bench.ts (our shop) and scripts/bench-peer.ts (ours against
// Shopify's starter).
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { cpuMsPerRequest, quantile } from './stats.ts';

export const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** Linux clock ticks per second (USER_HZ), the unit of utime/stime in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

/**
 * One /proc entry: a workerd of the group, with its CPU ticks and whether it listens on the served
 * port (wrangler's proxy), or null for any other process.
 */
export function workerdProcess(stat: string, cmdline: string, groupId: number, port: number) {
  // pid (comm) state ppid pgrp … : comm may hold spaces, so split after the last ')'.
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (Number(fields[2]) !== groupId || !comm.startsWith('workerd')) return null;
  return {
    ticks: Number(fields[11]) + Number(fields[12]), // utime, stime (fields 14 and 15 of stat)
    listens: cmdline.split('\0').includes(`--socket-addr=entry=127.0.0.1:${port}`),
  };
}

/**
 * CPU time (ms) used so far by the workerd processes that `wrangler dev` started: the processes in
 * the wrangler child's process group (processes.ts starts it as a group leader) named workerd,
 * utime + stime of all their threads. Wrangler runs two: a proxy worker that listens on the served
 * port (`--socket-addr=entry=127.0.0.1:PORT`) and forwards to the user worker in the other. `worker`
 * is the user worker's CPU (all of it when there is only one workerd), `proxy` the proxy's;
 * wrangler's node process is not counted.
 */
export function workerdCpuMs(groupId: number, port: number): { worker: number; proxy: number } {
  const found: { ticks: number; listens: boolean }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let cmdline: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const workerd = workerdProcess(stat, cmdline, groupId, port);
    if (workerd) found.push(workerd);
  }
  const ms = (ticks: number) => (ticks * 1000) / CLOCK_TICKS;
  const sum = (list: typeof found) => list.reduce((total, p) => total + p.ticks, 0);
  if (found.length < 2) return { worker: ms(sum(found)), proxy: 0 };
  return { worker: ms(sum(found.filter((p) => !p.listens))), proxy: ms(sum(found.filter((p) => p.listens))) };
}

/**
 * An overloaded machine can push an upstream call past the worker's deadline (a 503, as it should
 * answer): a few such answers are counted and printed; more than 5 % means the run measured
 * something else (a wrong URL, a broken build) and stops the bench.
 */
function checkFailures(what: string, failed: number, total: number) {
  if (failed > 0) console.warn(`[bench] ${what}: ${failed} of ${total} failed`);
  if (total === 0 || failed / total > 0.05) throw new Error(`${what}: ${failed} of ${total} failed`);
}

const portOf = (origin: string) => Number(new URL(origin).port);

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers and socket errors (at most 5 % of the requests, or the bench stops). */
  failed: number;
  /** The user worker's CPU per request. */
  cpuMsPerRequest: number;
  /** wrangler's proxy worker's CPU per request (the local floor in front of the worker). */
  proxyCpuMsPerRequest: number;
  /** Values of the cache header seen on the responses (e.g. {HIT: 812}); {} when there is none. */
  cache: Record<string, number>;
  /** 5xx answers (an outage the load caused, or a fault). */
  serverErrors: number;
}

/** The next request of a mix: its path with the query, and its headers. */
export type NextRequest = () => { path: string; headers: Record<string, string> };

export interface LoadOptions {
  origin: string;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** The worker's process group, for its CPU time. */
  workerGroup: number;
  cacheHeader?: string;
  /** A mix instead of one path: called for every request (`path` and `headers` then only name the run). */
  next?: NextRequest;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const cacheHeader = (options.cacheHeader ?? 'x-cache').toLowerCase();
  const cache: Record<string, number> = {};
  const before = workerdCpuMs(options.workerGroup, portOf(options.origin));
  const result = await autocannon({
    url: options.origin + (options.next ? '/' : options.path),
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    ...(options.next
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: ((request: autocannon.Request) => {
                const { path, headers } = options.next!();
                return { ...request, path, headers };
              }) as (request: autocannon.Request) => autocannon.Request,
            },
          ],
        }
      : {}),
    setupClient: (client) => {
      client.on('headers', (parsed: unknown) => {
        // autocannon 8 hands llhttp's parse result, whose `headers` is the raw list
        // [name, value, name, value, …] (older versions handed the list itself).
        const raw = Array.isArray(parsed) ? parsed : (parsed as { headers?: unknown }).headers;
        const list = Array.isArray(raw) ? (raw as string[]) : [];
        for (let i = 0; i < list.length; i += 2) {
          if (String(list[i]).toLowerCase() !== cacheHeader) continue;
          const value = String(list[i + 1])
            .split(/[\s;,]/)[0]!
            .toUpperCase();
          cache[value] = (cache[value] ?? 0) + 1;
        }
      });
    },
  });
  const after = workerdCpuMs(options.workerGroup, portOf(options.origin));
  const requests = result.requests.total;
  const failed = result.non2xx + result.errors;
  checkFailures(`${options.origin}${options.path}`, failed, requests + result.errors);
  return {
    failed,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    cpuMsPerRequest: cpuMsPerRequest(after.worker - before.worker, requests),
    proxyCpuMsPerRequest: cpuMsPerRequest(after.proxy - before.proxy, requests),
    cache,
    serverErrors: (result as unknown as Record<string, number>)['5xx'] ?? 0,
  };
}

/**
 * A mix sent by shoppers who each hold their own cookie (a cart): `connections` loops, each with
 * `cookies[i]` added to every request it sends, for `durationSeconds`. Fetch-based (autocannon
 * cannot hold a header per connection); CPU, latency and the cache header as `load` reads them.
 */
export async function shopperLoad(options: {
  origin: string;
  cookies: string[];
  next: (cookie: string) => { path: string; headers: Record<string, string> };
  durationSeconds: number;
  workerGroup: number;
  cacheHeader?: string;
}): Promise<LoadResult> {
  const cacheHeader = (options.cacheHeader ?? 'x-cache').toLowerCase();
  const cache: Record<string, number> = {};
  const latencies: number[] = [];
  let failed = 0;
  let serverErrors = 0;
  const before = workerdCpuMs(options.workerGroup, portOf(options.origin));
  const started = performance.now();
  const deadline = Date.now() + options.durationSeconds * 1000;
  async function shopper(cookie: string) {
    while (Date.now() < deadline) {
      const { path, headers } = options.next(cookie);
      const sent = performance.now();
      try {
        const response = await fetch(options.origin + path, { headers, redirect: 'manual' });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        const value = response.headers
          .get(cacheHeader)
          ?.split(/[\s;,]/)[0]
          ?.toUpperCase();
        if (value) cache[value] = (cache[value] ?? 0) + 1;
        if (response.status >= 500) serverErrors++;
        if (response.status >= 300) failed++;
      } catch {
        failed++;
      }
    }
  }
  await Promise.all(options.cookies.map(shopper));
  const seconds = (performance.now() - started) / 1000;
  const after = workerdCpuMs(options.workerGroup, portOf(options.origin));
  const requests = latencies.length;
  checkFailures(`${options.origin} shoppers' mix`, failed, requests + failed);
  latencies.sort((a, b) => a - b);
  return {
    failed,
    serverErrors,
    requestsPerSecond: requests / seconds,
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    requests,
    cpuMsPerRequest: cpuMsPerRequest(after.worker - before.worker, requests),
    proxyCpuMsPerRequest: cpuMsPerRequest(after.proxy - before.proxy, requests),
    cache,
  };
}

/** Cookies from Set-Cookie headers merged into a Cookie header. */
export function mergeCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(cookie ? cookie.split('; ').map((c) => [c.split('=')[0]!, c] as const) : []);
  for (const c of setCookies.map((s) => s.split(';')[0]!)) jar.set(c.split('=')[0]!, c);
  return [...jar.values()].join('; ');
}

/** One no-JS add to cart as a browser does it: POST the form → 303 → GET the page it names. */
export async function addToCart(origin: string, form: URLSearchParams, cookie = '') {
  const post = await fetch(`${origin}/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin },
    body: form,
  });
  await post.arrayBuffer();
  cookie = mergeCookies(cookie, post.headers.getSetCookie());
  if (post.status !== 303) throw new Error(`${origin} POST /cart answered ${post.status}`);
  const page = await fetch(new URL(post.headers.get('location')!, origin), { headers: { cookie } });
  await page.arrayBuffer();
  if (page.status !== 200) throw new Error(`${origin} GET ${post.headers.get('location')} answered ${page.status}`);
  // The page may set the cookie again (e.g. a one-time notice read): a browser keeps the new one.
  return mergeCookies(cookie, page.headers.getSetCookie());
}

/**
 * No-JS add-to-cart flows: each connection is one shopper with one cart (the session cookie
 * carried), adding the same variant again and again; a flow is the POST and the GET after it.
 */
export async function cartFlows(options: {
  origin: string;
  form: URLSearchParams;
  connections: number;
  durationSeconds: number;
  workerGroup: number;
}) {
  const latencies: number[] = [];
  const before = workerdCpuMs(options.workerGroup, portOf(options.origin));
  const deadline = Date.now() + options.durationSeconds * 1000;
  let failed = 0;
  let lastFailure = '';
  async function shopper() {
    let cookie = '';
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        cookie = await addToCart(options.origin, options.form, cookie);
        latencies.push(performance.now() - started);
      } catch (error) {
        failed++;
        lastFailure = (error as Error).message;
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, shopper));
  checkFailures(`${options.origin} add to cart (${lastFailure})`, failed, failed + latencies.length);
  const after = workerdCpuMs(options.workerGroup, portOf(options.origin));
  latencies.sort((a, b) => a - b);
  return {
    failed,
    flowsPerSecond: latencies.length / options.durationSeconds,
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    cpuMsPerFlow: cpuMsPerRequest(after.worker - before.worker, latencies.length),
    proxyCpuMsPerFlow: cpuMsPerRequest(after.proxy - before.proxy, latencies.length),
  };
}

/** JS and CSS a browser loads on the first visit of a page: every asset the HTML references (gzip -9). */
export async function firstLoadBytes(origin: string, path: string, clientDir: string) {
  const html = await (await fetch(origin + path)).text();
  // React Router marks a stylesheet that a lazy chunk also loads with a trailing `#`.
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"#]+\.(?:js|css))#?"/g)].map((m) => m[1]!));
  // Module imports inside the inline bootstrap script.
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSize(readFileSync(join(clientDir, asset)));
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return { js, css, files: [...assets].sort() };
}

/** One Lighthouse run's scores and metrics. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Time to Interactive: with FCP, what picks the median run. */
  ttiMs: number;
}

/** The median run's figures (Lighthouse's `computeMedianRun`), and every run's own. */
export interface LighthouseResult extends LighthouseScores {
  /** The accessibility, best-practices and SEO audits that did not pass ("seo:robots-txt"). */
  missed: string[];
  /** Each run's figures, with how busy the machine's CPUs were (0–1) in the second before it. */
  each: (LighthouseScores & { machineBusy: number })[];
}

/** All CPUs' busy and total clock ticks so far (/proc/stat's first line). */
function machineTicks() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3]! - (ticks[4] ?? 0), total };
}

/**
 * Waits until the machine is quiet: a whole second in which its CPUs were busy less than
 * `threshold` of the time (nothing else, such as a build or a test run, sharing them), or
 * `maxWaitMs` at most. Lighthouse's simulated timings stretch every main-thread task it sees, so a
 * browser that shares its CPUs measures the machine, not the page. Returns the busy share of the
 * last second.
 */
export async function quietMachine(threshold = 0.1, maxWaitMs = 30_000): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = machineTicks();
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busy < threshold || Date.now() >= deadline) return Math.round(busy * 1000) / 1000;
  }
}

const run = promisify(execFile);

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score?: number | null; explanation?: string }>;
}

/**
 * Lighthouse (mobile, its default: a moto g power with simulated slow 4G and 4× CPU slowdown) in
 * Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). Scores 0–100.
 */
async function lighthouseOnce(
  url: string,
  headers: Record<string, string>,
  throttling: Throttling,
): Promise<LighthouseScores & { missed: string[] }> {
  const args = [
    url,
    `--throttling-method=${throttling}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  if (Object.keys(headers).length) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  // Lighthouse now and then loses the trace (NO_NAVSTART) on a busy machine: try up to three times.
  let report: LighthouseReport | undefined;
  let failure = '';
  for (let attempt = 1; attempt <= 3 && !report; attempt++) {
    try {
      const { stdout } = await run('node_modules/.bin/lighthouse', args, {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      });
      const parsed = JSON.parse(stdout) as LighthouseReport;
      if (parsed.runtimeError) failure = parsed.runtimeError.message;
      else report = parsed;
    } catch (error) {
      failure = String((error as { stderr?: string }).stderr || (error as Error).message).slice(0, 300);
    }
    if (!report) console.warn(`[bench] lighthouse ${url}, attempt ${attempt}: ${failure.trim()}`);
  }
  if (!report) throw new Error(`lighthouse ${url}: ${failure}`);
  const { categories, audits } = report;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    ttiMs: Math.round(audit('interactive')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    missed: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter(({ id, weight }) => weight > 0 && typeof audits[id]?.score === 'number' && audits[id].score < 1)
        .map(
          ({ id }) =>
            `${category}:${id}${audits[id]!.explanation ? ` (${audits[id]!.explanation.slice(0, 120)})` : ''}`,
        ),
    ),
  };
}

/**
 * How Lighthouse throttles: `simulate` (its default: loads unthrottled, then models slow 4G and a 4×
 * slower CPU; what issue 16's hydration work was written around, docs/decisions/rendering-and-hydration.md) or
 * `devtools` (applied: Chromium really slows the network and CPU while it loads, so paints happen when they happen).
 */
export type Throttling = 'simulate' | 'devtools';

/** How long a Lighthouse run waits for a quiet machine (BENCH_QUIET_WAIT seconds, default 30). */
const quietWaitMs = () => Number(process.env.BENCH_QUIET_WAIT ?? 30) * 1000;

/**
 * Lighthouse `runs` times (BENCH_LIGHTHOUSE_RUNS, default 3), each on a quiet machine. The figures
 * are the median run's, the run Lighthouse's own `computeMedianRun` picks (closest to the median
 * FCP and Time to Interactive), as its guidance on variability advises (docs/decisions/bench.md); `each` keeps
 * every run.
 */
export async function lighthouse(
  url: string,
  headers: Record<string, string> = {},
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  throttling: Throttling = 'simulate',
): Promise<LighthouseResult> {
  const each: LighthouseResult['each'] = [];
  const missed = new Set<string>();
  for (let i = 0; i < Math.max(1, runs); i++) {
    const machineBusy = await quietMachine(0.1, quietWaitMs());
    const { missed: missedHere, ...scores } = await lighthouseOnce(url, headers, throttling);
    missedHere.forEach((audit) => missed.add(audit));
    each.push({ ...scores, machineBusy });
  }
  const figures: LighthouseScores & { machineBusy?: number } = { ...medianRun(each) };
  delete figures.machineBusy;
  return { ...figures, missed: [...missed], each };
}

/** The run Lighthouse's `computeMedianRun` picks: closest to the median FCP and TTI of all. */
export function medianRun<Run extends LighthouseScores>(runs: Run[]): Run {
  // computeMedianRun reads only these two audits of each result.
  const timings = runs.map(({ fcpMs, ttiMs }) => ({
    audits: { 'first-contentful-paint': { numericValue: fcpMs }, interactive: { numericValue: ttiMs } },
  }));
  return runs[timings.indexOf(computeMedianRun(timings as never[]) as never)]!;
}

/**
 * A page's own weight as a browser first meets it: the HTML (raw, and gzip -9), the CSS files it
 * must load before the first paint (every `<link rel="stylesheet">` in the head without a non-screen
 * media query, fetched, gzip -9; a stylesheet linked in the body holds up only what follows it), and
 * the CSS written into the head's `<style>` elements (part of the HTML's bytes, counted apart too).
 */
export async function pageWeight(origin: string, path: string) {
  const html = Buffer.from(await (await fetch(origin + path)).arrayBuffer());
  const text = html.toString('utf8');
  const head = text.slice(0, text.indexOf('</head>') + 1 || undefined);
  let cssRaw = 0;
  let cssGzip = 0;
  const sheets: string[] = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="?stylesheet"?/.test(tag)) continue;
    const media = /\bmedia="([^"]*)"/.exec(tag)?.[1];
    if (media && !/^(all|screen)\b/.test(media)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    const body = Buffer.from(await (await fetch(new URL(href.replace(/&amp;/g, '&'), origin + path))).arrayBuffer());
    sheets.push(href);
    cssRaw += body.length;
    cssGzip += gzipSize(body);
  }
  const inline = Buffer.from([...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''));
  return {
    htmlRaw: html.length,
    htmlGzip: gzipSize(html),
    blockingCssRaw: cssRaw,
    blockingCssGzip: cssGzip,
    inlineCssRaw: inline.length,
    inlineCssGzip: inline.length ? gzipSize(inline) : 0,
    sheets,
  };
}

/**
 * All JavaScript a browser loads in the first `seconds` after navigation starts, what loads after
 * hydration included: the page in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through
 * Playwright, every script response recorded, each body gzip -9. A phone-sized viewport, no
 * throttling (the bytes, not the timing, are the figure).
 */
export async function firstSecondsJs(url: string, seconds = 5) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const bodies: Promise<{ url: string; gzip: number } | null>[] = [];
    const started = Date.now();
    page.on('response', (response) => {
      if (Date.now() - started > seconds * 1000) return;
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type !== 'script' && !/javascript/.test(contentType)) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSize(body) }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, seconds * 1000 - (Date.now() - started)));
    const files = (await Promise.all(bodies)).filter((file) => file !== null);
    return { js: files.reduce((sum, file) => sum + file.gzip, 0), files };
  } finally {
    await browser.close();
  }
}
