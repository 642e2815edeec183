// Shopify's Hydrogen starter (the "skeleton") for the peer bench: fetched through the npm registry
// inside @shopify/create-hydrogen (pinned), unpacked under .bench/peer/ (gitignored), patched by
// scripts/peer/patches.ts (each change printed), and built with this project's react-router/vite.
// It is not installed: its node_modules is a link to ours (the versions used are printed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { compatibilityDateOf, starterPatches, type Versions } from './patches.ts';

export const STARTER_PACKAGE = '@shopify/create-hydrogen';
/** Newest 5.0.x on the registry when the bench was written; its starter is Hydrogen 2026.4.x. */
export const STARTER_PACKAGE_VERSION = '5.0.39';
const STARTER_PATH = 'package/dist/assets/hydrogen/starter';
const WORK_DIR = '.bench/peer';

/** Packages the starter's build or worker needs from our node_modules (it fails without them). */
const REQUIRED = [
  '@shopify/hydrogen',
  '@shopify/mini-oxygen',
  '@react-router/dev',
  '@react-router/fs-routes',
  'react-router',
  'react',
  'react-dom',
  'isbot',
  'vite',
];

function ourVersion(root: string, name: string): string | undefined {
  const path = join(root, 'node_modules', name, 'package.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version : undefined;
}

function say(line: string) {
  console.log(`[peer] ${line}`);
}

/** Unpacks, patches and builds the starter (reused while nothing that shapes it changed); returns its folder. */
export function prepareStarter(options: { root: string; mockOrigin: string; rebuild?: boolean }) {
  const { root, mockOrigin } = options;
  const work = resolve(root, WORK_DIR);
  mkdirSync(work, { recursive: true });
  const tarball = join(work, `shopify-create-hydrogen-${STARTER_PACKAGE_VERSION}.tgz`);
  if (!existsSync(tarball)) {
    say(`npm pack ${STARTER_PACKAGE}@${STARTER_PACKAGE_VERSION}`);
    execFileSync(
      'npm',
      ['pack', `${STARTER_PACKAGE}@${STARTER_PACKAGE_VERSION}`, '--pack-destination', work, '--silent'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  const dir = join(work, `starter-${STARTER_PACKAGE_VERSION}`);
  const starterPkg = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, `${STARTER_PATH}/package.json`], { encoding: 'utf8' }),
  ) as { version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const wanted = { ...starterPkg.devDependencies, ...starterPkg.dependencies };
  const versions: Versions = {};
  for (const name of Object.keys(wanted)) {
    const version = ourVersion(root, name);
    if (version) versions[name] = version;
  }
  const missing = REQUIRED.filter((name) => !versions[name]);
  if (missing.length) throw new Error(`peer bench: not in node_modules: ${missing.join(', ')} (run npm install)`);
  const patches = starterPatches({
    versions,
    mockOrigin,
    compatibilityDate: compatibilityDateOf(readFileSync(join(root, 'wrangler.toml'), 'utf8')),
  });

  say(
    `Shopify's starter ${starterPkg.version} from ${STARTER_PACKAGE}@${STARTER_PACKAGE_VERSION} in ${relative(root, dir)}`,
  );
  say(`packages from this project's node_modules (starter asks → uses):`);
  for (const name of REQUIRED) say(`  ${name} ${wanted[name] ?? '(not listed)'} → ${versions[name]}`);
  const unused = Object.keys(wanted).filter((name) => !versions[name]);
  say(`  not needed to build or run, left out: ${unused.join(', ')}`);

  // The key covers everything that shapes the build: the patches (and their inputs) and our versions.
  const key = createHash('sha256')
    .update(readFileSync(new URL('./patches.ts', import.meta.url)))
    .update(readFileSync(new URL(import.meta.url)))
    .update(JSON.stringify({ versions, mockOrigin, lock: readFileSync(join(root, 'package-lock.json')) }))
    .digest('hex');
  const stamp = join(dir, '.peer-bench-build');
  if (!options.rebuild && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) {
    say('changes applied (build reused; --rebuild-peer or deleting .bench/ builds it again):');
    for (const patch of patches) say(`  ${patch.file}: ${patch.says}`);
    say(`  node_modules: a link to ${root}/node_modules`);
    return dir;
  }

  rmSync(dir, { recursive: true, force: true });
  const unpack = join(work, 'unpack');
  rmSync(unpack, { recursive: true, force: true });
  mkdirSync(unpack);
  execFileSync('tar', ['-xzf', tarball, '-C', unpack, STARTER_PATH]);
  renameSync(join(unpack, STARTER_PATH), dir);
  rmSync(unpack, { recursive: true, force: true });

  say('changes applied:');
  for (const patch of patches) {
    const path = join(dir, patch.file);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
    const after = patch.apply(before);
    if (after === null) {
      if (before === null) continue;
      rmSync(path);
    } else writeFileSync(path, after);
    say(`  ${patch.file}: ${patch.says}`);
  }
  symlinkSync(relative(dir, join(root, 'node_modules')), join(dir, 'node_modules'));
  say(`  node_modules: a link to ${root}/node_modules`);

  say('building the starter (react-router build)…');
  try {
    execFileSync(join(root, 'node_modules/.bin/react-router'), ['build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(String(stdout ?? ''), String(stderr ?? ''));
    throw new Error('peer bench: the starter did not build', { cause: error });
  }
  writeFileSync(stamp, key);
  return dir;
}

/** The worker env the starter reads (server.ts, lib/context.ts), taken from ours: the same mock. */
export function starterEnv(env: Record<string, string>): Record<string, string> {
  const names = [
    'SESSION_SECRET',
    'PUBLIC_STORE_DOMAIN',
    'PUBLIC_STOREFRONT_API_TOKEN',
    'PRIVATE_STOREFRONT_API_TOKEN',
    'PUBLIC_STOREFRONT_ID',
    'PUBLIC_CHECKOUT_DOMAIN',
  ];
  return Object.fromEntries(names.filter((name) => env[name]).map((name) => [name, env[name]!]));
}
