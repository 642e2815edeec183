// The changes the peer bench makes to Shopify's Hydrogen starter so that it builds with this
// project's toolchain (no Shopify CLI, no codegen) and runs in the same workerd against the same
// mock. Pure: each patch maps a file's text to new text and says what it changed; scripts/peer/
// starter.ts applies them to the unpacked starter and prints every one.

export interface StarterPatch {
  file: string;
  /** What the change is and why, printed when it is applied. */
  says: string;
  /** The new text from the old one (null in: the file does not exist; null out: remove it). */
  apply: (text: string | null) => string | null;
}

/** Our pins of the packages the starter's build and worker resolve (they come from our node_modules). */
export type Versions = Record<string, string>;

/**
 * package.json: the build script without the Shopify CLI and codegen (`react-router build` is
 * what `shopify hydrogen build` runs), and the CLI, codegen and types-only packages left out: the
 * starter is not installed, it resolves its packages from this project's node_modules.
 */
export function patchPackageJson(text: string, versions: Versions): string {
  const pkg = JSON.parse(text) as {
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  pkg.scripts = { build: 'react-router build' };
  const keep = (deps: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.keys(deps)
        .filter((name) => versions[name] !== undefined)
        .map((name) => [name, versions[name]!]),
    );
  pkg.dependencies = keep(pkg.dependencies);
  pkg.devDependencies = keep(pkg.devDependencies);
  return JSON.stringify(pkg, null, 2) + '\n';
}

/**
 * The Content-Security-Policy: Hydrogen writes `https://${storeDomain}`, which for the mock's
 * `http://127.0.0.1:PORT` gives a source that matches nothing, so every image from the mock would be
 * blocked and logged (Lighthouse counts console errors). The starter on a real store loads images
 * from cdn.shopify.com, which the default policy allows; here the mock is the CDN, so its origin is
 * added to img-src and connect-src. Nothing else in the entry changes.
 */
export function patchEntryServer(text: string, mockOrigin: string): string {
  const needle = 'createContentSecurityPolicy({';
  if (!text.includes(needle)) throw new Error('entry.server.tsx: createContentSecurityPolicy({ not found');
  const origin = JSON.stringify(mockOrigin);
  return text.replace(
    needle,
    `${needle}\n    // peer bench: the mock serves the images and the API.\n    imgSrc: ["'self'", 'https://cdn.shopify.com', ${origin}],\n    connectSrc: ["'self'", ${origin}],`,
  );
}

/**
 * wrangler.toml for `wrangler dev --local`, the same settings as ours (compatibility date, assets,
 * pages straight to the worker: the starter's dist/client holds only the build's `assets/`; and
 * no esbuild name-keeping, which Oxygen's build of the starter does not add either).
 */
export function wranglerToml(compatibilityDate: string): string {
  return [
    '# peer bench: the built starter in workerd, as this project runs its own build.',
    'name = "hydrogen-starter"',
    'main = "dist/server/index.js"',
    `compatibility_date = "${compatibilityDate}"`,
    'keep_names = false',
    '',
    '[assets]',
    'directory = "./dist/client"',
    'run_worker_first = ["/*", "!/assets/*"]',
    '',
  ].join('\n');
}

/** The compatibility date in our wrangler.toml, so both workers run with the same flags. */
export function compatibilityDateOf(wranglerText: string): string {
  const match = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(wranglerText);
  if (!match?.[1]) throw new Error('wrangler.toml: no compatibility_date');
  return match[1];
}

export function starterPatches(options: {
  versions: Versions;
  mockOrigin: string;
  compatibilityDate: string;
}): StarterPatch[] {
  return [
    {
      file: 'package.json',
      says: 'build script `react-router build` (no Shopify CLI, no codegen); dependencies pinned to the versions this project resolves',
      apply: (text) => patchPackageJson(text ?? '{}', options.versions),
    },
    {
      file: '.npmrc',
      says: 'removed: a scoped-registry line there sends @shopify to a host this machine cannot reach',
      apply: () => null,
    },
    {
      file: 'app/entry.server.tsx',
      says: `CSP allows the mock (${options.mockOrigin}) in img-src and connect-src, as the real starter allows cdn.shopify.com`,
      apply: (text) => patchEntryServer(text ?? '', options.mockOrigin),
    },
    {
      file: 'wrangler.toml',
      says: `added: main dist/server/index.js, assets dist/client (pages to the worker first), compatibility_date ${options.compatibilityDate}, keep_names = false (as ours)`,
      apply: () => wranglerToml(options.compatibilityDate),
    },
  ];
}
