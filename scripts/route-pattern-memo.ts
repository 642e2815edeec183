// The worker build only: React Router's `compilePath` turns a route pattern into a RegExp (five
// string replaces, a warning message built whether or not it warns, a `new RegExp`) on every
// `matchPath`, and a product page's render matches ~245 patterns. The answer depends on the
// pattern and two flags alone, and matchers are used with `String#match` (no `g`, no state), so
// this transform remembers it per isolate (bounded). Browser code is left as it is: the same
// lines there would cost first-load bytes (docs/decisions/175).
import type { Plugin } from 'vite';

export const COMPILE_PATH = 'function compilePath(path, caseSensitive = false, end = true) {';
const MAX_PATTERNS = 1_000;

/** React Router's chunk with `compilePath` memoised; null when `code` does not define it. */
export function memoiseCompilePath(code: string): string | null {
  if (!code.includes('function compilePath(')) return null;
  if (!code.includes(COMPILE_PATH)) {
    throw new Error(`react-router's compilePath changed its signature; update scripts/route-pattern-memo.ts`);
  }
  return code.replace(
    COMPILE_PATH,
    [
      'var compiledPatterns = new Map();',
      'function compilePath(path, caseSensitive = false, end = true) {',
      '  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;',
      '  let compiled = compiledPatterns.get(key);',
      '  if (compiled) return compiled;',
      '  compiled = compilePathOnce(path, caseSensitive, end);',
      `  if (compiledPatterns.size >= ${MAX_PATTERNS}) compiledPatterns.clear();`,
      '  compiledPatterns.set(key, compiled);',
      '  return compiled;',
      '}',
      'function compilePathOnce(path, caseSensitive = false, end = true) {',
    ].join('\n'),
  );
}

export function routePatternMemo(): Plugin {
  let applied = false;
  return {
    name: 'route-pattern-memo',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const memoised = memoiseCompilePath(code);
      if (memoised === null) return null;
      applied = true;
      return { code: memoised, map: null };
    },
    buildEnd() {
      if (!applied)
        this.error("react-router's compilePath was not found in the worker build (scripts/route-pattern-memo.ts)");
    },
  };
}
