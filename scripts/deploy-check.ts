// `npm run deploy:check`: the production deploy, rehearsed offline (no Cloudflare login). Runs
// `wrangler deploy --dry-run --env production` on the build and fails when
//   - wrangler cannot bundle it (the same step a real deploy runs),
//   - the upload wrangler reports is over the size budget (gzip; docs/decisions/platform.md),
//   - wrangler.toml's production environment does not list every variable the worker reads as a
//     var or a required secret (or lists one it does not read), a route does not match the two
//     site origins, a rate-limiting binding disagrees with app/lib/http/rate-limit.server.ts, or
//     the chat's KV namespace (CHAT_KV, docs/decisions/chat.md) is not bound.
// `--strict` (for the real deploy pipeline) also refuses placeholder host names and empty store
// settings. Builds first when there is no build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { CHAT_BINDING } from '~/lib/chat/store.server';
import { readEnv } from '~/lib/context/env.server';
import { RATE_RULES } from '~/lib/http/rate-limit.server';

/**
 * The worker upload, gzip as wrangler reports it. ≈ 363 KiB since issue 46 (React 19's server
 * renderer, which its CommonJS entry brings whole, and htmlparser2 for Shopify's rich text; 255 KiB
 * before); 400 KiB leaves ~10 % for the features still to come and catches a dependency that
 * doubles the bundle, far below Workers' limits (free plan 3 MB, paid 10 MB compressed). Startup
 * cost grows with the bundle long before those limits: this budget is about cold starts, not about
 * being allowed to deploy.
 */
const GZIP_BUDGET_KIB = Number(process.env.DEPLOY_GZIP_BUDGET_KIB ?? 400);
const FREE_PLAN_KIB = 3 * 1024;
const PAID_PLAN_KIB = 10 * 1024;
const STRICT = process.argv.includes('--strict');
/** Settings without which the shop cannot serve a page (a strict check refuses them empty). */
const ESSENTIAL = ['PUBLIC_STORE_DOMAIN', 'PUBLIC_STOREFRONT_API_TOKEN'];

const problems: string[] = [];
const warnings: string[] = [];

function dryRun() {
  if (!existsSync('dist/server/index.js')) {
    console.log('[deploy:check] no build yet: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const outdir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  try {
    const result = spawnSync(
      'node_modules/.bin/wrangler',
      ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          WRANGLER_LOG: 'log',
          WRANGLER_SEND_METRICS: 'false',
          CI: 'true',
          NO_COLOR: '1',
          FORCE_COLOR: '0',
        },
      },
    );
    const output = `${result.stdout}\n${result.stderr}`;
    if (result.status !== 0) {
      console.error(output);
      console.error(`[deploy:check] wrangler deploy --dry-run failed (exit ${result.status})`);
      process.exit(1);
    }
    const sizes = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
    if (!sizes) {
      console.error(output);
      console.error('[deploy:check] wrangler did not report the upload size');
      process.exit(1);
    }
    return { rawKiB: Number(sizes[1]), gzipKiB: Number(sizes[2]) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Every env name the worker's env schema reads (recorded while it parses an empty env). */
function variablesTheWorkerReads(): Set<string> {
  const seen = new Set<string>();
  const probe = new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key === 'string') seen.add(key);
        return undefined;
      },
    },
  );
  readEnv(probe);
  return seen;
}

/** The parts of wrangler's resolved configuration this check reads. */
interface ProductionConfig {
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  routes?: (string | { pattern: string })[];
  assets?: { directory?: string; run_worker_first?: boolean | string[] };
  ratelimits?: { name: string; simple: { limit: number; period: number } }[];
  kv_namespaces?: { binding: string; id?: string }[];
}

function checkConfig() {
  // wrangler's own notes (e.g. `secrets` being experimental) are not this check's business.
  process.env.WRANGLER_LOG ??= 'error';
  const config = unstable_readConfig({ config: 'wrangler.toml', env: 'production' }) as unknown as ProductionConfig;
  const vars = config.vars ?? {};
  const secrets = new Set<string>(config.secrets?.required ?? []);
  const read = variablesTheWorkerReads();

  for (const name of read) {
    if (!(name in vars) && !secrets.has(name))
      problems.push(`${name} is read by the worker but not listed (var or secret)`);
    if (name in vars && secrets.has(name)) problems.push(`${name} is both a var and a secret`);
  }
  for (const name of [...Object.keys(vars), ...secrets]) {
    if (!read.has(name)) problems.push(`${name} is listed in wrangler.toml but the worker never reads it`);
  }
  if (vars.EDGE_PLATFORM !== 'cloudflare') problems.push('EDGE_PLATFORM must be "cloudflare" on Workers');
  // Behind Cloudflare the client IP header is the edge's own (docs/decisions/http-and-hardening.md); without this flag
  // every shopper would share one rate-limit budget.
  if (vars.TRUST_EDGE_IP !== 'true') problems.push('TRUST_EDGE_IP must be "true" behind Cloudflare');

  // Routes: one per site, matching the origins the worker tells the sites apart by.
  const hosts = (config.routes ?? []).map((route) =>
    (typeof route === 'string' ? route : route.pattern).replace(/^https?:\/\//, '').replace(/\/.*$/, ''),
  );
  for (const name of ['PUBLIC_MAIN_SITE_ORIGIN', 'PUBLIC_US_SITE_ORIGIN']) {
    const origin = String(vars[name] ?? '');
    let host = '';
    try {
      host = new URL(origin).host;
    } catch {
      problems.push(`${name} is not a URL: "${origin}"`);
      continue;
    }
    if (!origin.startsWith('https://')) problems.push(`${name} must be https in production`);
    if (!hosts.includes(host)) problems.push(`${name} (${host}) has no route`);
  }
  if (hosts.length !== 2) problems.push(`expected 2 routes (main and US site), found ${hosts.length}`);
  const placeholders = hosts.filter((host) => /\.example$/.test(host));
  if (placeholders.length) {
    (STRICT ? problems : warnings).push(`placeholder host names in routes: ${placeholders.join(', ')}`);
  }
  const empty = ESSENTIAL.filter((name) => !String(vars[name] ?? '').trim());
  if (empty.length) (STRICT ? problems : warnings).push(`empty store settings: ${empty.join(', ')}`);

  // Rate limits: each rule's binding allows its sustained rate per minute.
  const limits = new Map((config.ratelimits ?? []).map((binding) => [binding.name, binding.simple]));
  const rules = Object.values(RATE_RULES).filter((rule) => rule.binding);
  for (const rule of rules) {
    const simple = limits.get(rule.binding);
    const perMinute = Math.round(60 / rule.refillSeconds);
    if (!simple) problems.push(`no [[env.production.ratelimits]] binding ${rule.binding} for rule ${rule.name}`);
    else if (simple.period !== 60 || simple.limit !== perMinute) {
      problems.push(
        `${rule.binding}: ${simple.limit}/${simple.period}s, but rule ${rule.name} allows ${perMinute}/60s (60 / ${rule.refillSeconds} s)`,
      );
    }
  }
  for (const name of limits.keys()) {
    if (!rules.some((rule) => rule.binding === name)) problems.push(`ratelimit binding ${name} is used by no rule`);
  }
  // The chat's conversations: without the binding each isolate would keep its own (docs/decisions/chat.md).
  const chat = (config.kv_namespaces ?? []).find((namespace) => namespace.binding === CHAT_BINDING);
  if (!chat) problems.push(`no [[env.production.kv_namespaces]] binding ${CHAT_BINDING} (the chat's conversations)`);
  else if (!chat.id) warnings.push(`${CHAT_BINDING} has no id yet: the first wrangler deploy creates the namespace`);
  checkAssetRouting(config.assets);
  return { vars: Object.keys(vars).length, secrets: secrets.size, routes: hosts, rateLimits: limits.size };
}

/**
 * `run_worker_first` sends every path to the worker except the ones it excludes (docs/decisions/platform.md). The
 * worker serves no static file itself, so each file or folder at the top of the assets directory
 * (Cloudflare's `_headers` and the like aside) must be excluded: `!/name` or `!/folder/*`.
 */
function checkAssetRouting(assets: ProductionConfig['assets']) {
  const rules = assets?.run_worker_first;
  if (!Array.isArray(rules) || !assets?.directory || !existsSync('dist/client')) return;
  const excluded = new Set(rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1)));
  for (const name of readdirSync('dist/client')) {
    if (name.startsWith('_')) continue;
    const rule = statSync(join('dist/client', name)).isDirectory() ? `/${name}/*` : `/${name}`;
    if (!excluded.has(rule))
      problems.push(`dist/client/${name} would never be served: add "!${rule}" to run_worker_first`);
  }
}

const started = performance.now();
const config = checkConfig();
const size = dryRun();
if (size.gzipKiB > GZIP_BUDGET_KIB) {
  problems.push(`worker upload ${size.gzipKiB} KiB gzip is over the ${GZIP_BUDGET_KIB} KiB budget`);
}

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
console.log(
  [
    `[deploy:check] wrangler deploy --dry-run --env production (${Math.round(performance.now() - started)} ms)`,
    `  worker upload      ${size.rawKiB.toFixed(2)} KiB raw, ${size.gzipKiB.toFixed(2)} KiB gzip`,
    `  budget (gzip)      ${GZIP_BUDGET_KIB} KiB: ${size.gzipKiB <= GZIP_BUDGET_KIB ? 'ok' : 'OVER'}, ${(GZIP_BUDGET_KIB - size.gzipKiB).toFixed(2)} KiB headroom`,
    `  Workers limits     ${pct(size.gzipKiB, FREE_PLAN_KIB)} of the free plan's 3 MB, ${pct(size.gzipKiB, PAID_PLAN_KIB)} of the paid plan's 10 MB`,
    `  config             ${config.vars} vars, ${config.secrets} secrets, ${config.rateLimits} rate limits, routes ${config.routes.join(', ')}`,
    ...warnings.map((warning) => `  warning            ${warning}`),
  ].join('\n'),
);
if (problems.length) {
  for (const problem of problems) console.error(`  FAIL               ${problem}`);
  process.exit(1);
}
