// `virtual:stylesheets`: the browser build's stylesheets as text, for the worker to write into the
// document's head (docs/decisions/275). React Router builds the browser's files before the worker
// (the worker's build needs their manifest) and writes them beside it (<buildDirectory>/client and
// /server), so the worker's build reads the CSS files the browser's build wrote, by file name. In
// development (`npm run dev`) the module is empty: Vite brings the styles in as it always has.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:stylesheets';
const RESOLVED = `\0${ID}`;

/** File name (`root-B7354nYq.css`) → its CSS, for every stylesheet in `dir` and below. */
function stylesheetsIn(dir: string): Record<string, string> {
  const sheets: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.css')) {
      sheets[entry.name] = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    }
  }
  return sheets;
}

export function stylesheets(): Plugin {
  let building = false;
  return {
    name: 'stylesheets',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building || this.environment.name === 'client') return 'export default {};';
      // React Router writes the two builds side by side: <buildDirectory>/client and /server.
      const { root, build } = this.environment.config;
      return `export default ${JSON.stringify(stylesheetsIn(resolve(root, build.outDir, '../client')))};`;
    },
  };
}
