// The worker build only: Hydrogen's `minifyQuery`, remembered per isolate (bounded).
// Hydrogen's Storefront client strips comments and whitespace from every query's text on every
// call (two regular-expression passes over a text of several KB), 2 % of the worker's time on a
// page that reads a cart. The answer depends on the text alone, and the texts are the app's
// constant queries. Browser code is left as it is (decision 180).
import type { Plugin } from 'vite';

/** The minified build's `minifyQuery` (its name is the minifier's; the body is the function). */
export const MINIFY_QUERY =
  /function ([\w$]+)\(e\)\{return e\.replace\(\/\\s\*#\.\*\$\/gm,""\)\.replace\(\/\\s\+\/gm," "\)\.trim\(\)\}/;
const MAX_QUERIES = 1_000;

/** Hydrogen's bundle with `minifyQuery` memoised; null when `code` is not that bundle. */
export function memoiseMinifyQuery(code: string): string | null {
  if (!code.includes('[h2:error:') || !code.includes('Can only execute queries')) return null;
  const found = MINIFY_QUERY.exec(code);
  if (!found) throw new Error("Hydrogen's minifyQuery changed; update scripts/query-minify-memo.ts");
  const name = found[1]!;
  return code.replace(
    found[0],
    [
      'var minifiedQueries=new Map();',
      `function ${name}(e){let m=minifiedQueries.get(e);if(m===void 0){`,
      'm=e.replace(/\\s*#.*$/gm,"").replace(/\\s+/gm," ").trim();',
      `if(minifiedQueries.size>=${MAX_QUERIES})minifiedQueries.clear();minifiedQueries.set(e,m)}return m}`,
    ].join(''),
  );
}

export function queryMinifyMemo(): Plugin {
  let applied = false;
  return {
    name: 'query-minify-memo',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@shopify[\\/]hydrogen[\\/]dist[\\/]production[\\/]index\.js$/.test(id)) return null;
      const memoised = memoiseMinifyQuery(code);
      if (memoised === null) return null;
      applied = true;
      return { code: memoised, map: null };
    },
    buildEnd() {
      if (!applied)
        this.error("Hydrogen's production bundle was not found in the worker build (scripts/query-minify-memo.ts)");
    },
  };
}
