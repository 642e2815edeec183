// Shared by the run scripts: start the mock when the env points at it, spawn children that die
// with us, and wait for a URL to answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { startMockServer } from '../tests/mocks/http-server.ts';
import { catalogueSettingsFrom, configureCatalogue } from '../tests/mocks/storefront/seed/index.ts';
import { mockPort } from './project-env.ts';
import { workerLines } from './log-lines.ts';

/** MOCK_CATALOGUE_SIZE / MOCK_CATALOGUE_SEED from the shell or .env: how big a shop the mock serves. */
function catalogueFrom(env: Record<string, string>) {
  return catalogueSettingsFrom({ ...process.env, ...env });
}

export async function startMockIfNeeded(env: Record<string, string>) {
  const port = mockPort(env);
  if (port === null) {
    console.log(`[mock] PUBLIC_STORE_DOMAIN is ${env.PUBLIC_STORE_DOMAIN}: using that store, no mock.`);
    return null;
  }
  const catalogue = catalogueFrom(env);
  try {
    configureCatalogue(catalogue);
    const server = await startMockServer(port);
    console.log(`[mock] Shopify mock listening on http://127.0.0.1:${port} (${catalogue.size} products)`);
    return server;
  } catch (error) {
    const running = await fetch(`http://127.0.0.1:${port}/__mock/catalogue`).then(
      (r) => (r.ok ? (r.json() as Promise<{ size: number; seed: number }>) : null),
      () => null,
    );
    if (!running) throw new Error(`Port ${port} is taken by something that is not the mock Shopify.`, { cause: error });
    console.log(`[mock] reusing the mock Shopify already running on http://127.0.0.1:${port}`);
    if (running.size !== catalogue.size || running.seed !== catalogue.seed) {
      console.warn(
        `[mock] it serves ${running.size} products (seed ${running.seed}), not ${catalogue.size} (seed ${catalogue.seed}): ` +
          'stop it or POST /__mock/catalogue to change it.',
      );
    }
    return null;
  }
}

const children = new Set<ChildProcess>();

/**
 * `command` as a child that dies with us. `logLines`: the worker's JSON log lines shown readable
 * when our output is a terminal (scripts/log-lines.ts); piped, as JSON lines out of wrangler's frames.
 */
export function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; logLines?: boolean } = {},
) {
  const lines = options.logLines === true ? (process.stdout.isTTY === true ? 'pretty' : 'json') : null;
  // Its own process group, so stopping it also stops what it started (wrangler → workerd).
  const child = spawn(command, args, {
    stdio: lines ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    detached: true,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      ...(lines === 'pretty' ? { FORCE_COLOR: '1' } : {}),
      ...options.env,
    },
  });
  if (lines) {
    child.stdout?.pipe(workerLines(lines, true)).pipe(process.stdout);
    child.stderr?.pipe(workerLines(lines, true)).pipe(process.stderr);
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

function stopAll() {
  for (const child of children) stop(child);
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** Miniflare fetches Cloudflare's cf.json at start-up; offline, seed it so it need not try. */
export function seedMiniflareCf() {
  const dir = 'node_modules/.mf';
  if (existsSync(`${dir}/cf.json`)) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}/cf.json`,
    JSON.stringify({ colo: 'ZRH', country: 'CH', city: 'Zurich', timezone: 'Europe/Zurich' }),
  );
}

/** wrangler dev --local on the built worker, with the env passed as --var (extraArgs: e.g. another --config). */
export function startWorker(
  env: Record<string, string>,
  port: number,
  extraArgs: string[] = [],
  options: { logLines?: boolean } = {},
) {
  seedMiniflareCf();
  const vars = Object.entries(env)
    .filter(([, value]) => value !== '')
    .flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  return run(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--local',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      // `warn` hides the worker's request lines (console.log): `npm run preview` shows them (logLines).
      '--log-level',
      options.logLines ? 'log' : 'warn',
      ...vars,
      // An inspector port of its own (wrangler's default is shared by every wrangler on the machine,
      // and two starting at once can both pick it and one dies: "Address already in use").
      ...(extraArgs.includes('--inspector-port') ? [] : ['--inspector-port', String(port + 10_000)]),
      ...extraArgs,
    ],
    options,
  );
}
