// The worker build only: React Router's route matching, remembered per isolate (bounded).
// - `compilePath` turns a route pattern into a RegExp (five string replaces, a warning message
//   built whether or not it warns, a `new RegExp`) on every `matchPath`. The answer depends on the
//   pattern and two flags alone, and matchers are used with `String#match` (no `g`, no state).
// - `matchRoutesImpl`, given the route tree's precomputed branches (every server-side call), tries
//   branch after branch (the root's pattern and the route's, with their path joins, for each) until
//   one matches: one product page with a cart matches five paths that way (the request, the static
//   handler's query, the lazy manifest's three prefixes), ~12 % of its worker time. The answer
//   depends on the branches, the path, the basename and `allowPartial` alone; each call gets its own
//   copy of the remembered matches (new match objects, one new params object they share, as
//   `matchRouteBranch` makes them), so no caller can change what another reads.
// Browser code is left as it is: the same lines there would cost first-load bytes
// (docs/decisions/175, 178).
import type { Plugin } from 'vite';

export const COMPILE_PATH = 'function compilePath(path, caseSensitive = false, end = true) {';
export const MATCH_ROUTES =
  'function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {';
const MAX_PATTERNS = 1_000;
const MAX_PATHS = 1_000;

/**
 * `code` with the definition that opens with `signature` (function `name`) replaced by `lines`;
 * null when `code` does not define `name`, an error when it does with another signature.
 */
function replaceDefinition(code: string, name: string, signature: string, lines: string[]): string | null {
  if (!code.includes(`function ${name}(`)) return null;
  if (!code.includes(signature)) {
    throw new Error(`react-router's ${name} changed its signature; update scripts/route-pattern-memo.ts`);
  }
  return code.replace(signature, lines.join('\n'));
}

/** React Router's chunk with `compilePath` memoised; null when `code` does not define it. */
export function memoiseCompilePath(code: string): string | null {
  return replaceDefinition(code, 'compilePath', COMPILE_PATH, [
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
  ]);
}

/** React Router's chunk with `matchRoutesImpl` memoised over precomputed branches; null when `code` does not define it. */
export function memoiseMatchRoutes(code: string): string | null {
  return replaceDefinition(code, 'matchRoutesImpl', MATCH_ROUTES, [
    'var matchedPaths = new WeakMap();',
    'function copyRouteMatches(matches) {',
    '  if (matches === null) return null;',
    '  let params = Object.assign({}, matches[matches.length - 1].params);',
    '  return matches.map((match) => ({ params, pathname: match.pathname, pathnameBase: match.pathnameBase, route: match.route }));',
    '}',
    MATCH_ROUTES,
    '  if (!precomputedBranches) return matchRoutesOnce(routes, locationArg, basename, allowPartial);',
    '  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;',
    '  let key = (allowPartial ? "1" : "0") + basename + "\\n" + (location.pathname || "/");',
    '  let paths = matchedPaths.get(precomputedBranches);',
    '  if (!paths) matchedPaths.set(precomputedBranches, (paths = new Map()));',
    '  let matches = paths.get(key);',
    '  if (matches === undefined) {',
    '    matches = matchRoutesOnce(routes, location, basename, allowPartial, precomputedBranches);',
    `    if (paths.size >= ${MAX_PATHS}) paths.clear();`,
    '    paths.set(key, matches);',
    '  }',
    '  return copyRouteMatches(matches);',
    '}',
    'function matchRoutesOnce(routes, locationArg, basename, allowPartial, precomputedBranches) {',
  ]);
}

export function routePatternMemo(): Plugin {
  const applied = { compilePath: false, matchRoutesImpl: false };
  return {
    name: 'route-pattern-memo',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const patterns = memoiseCompilePath(code);
      const matched = memoiseMatchRoutes(patterns ?? code);
      if (patterns === null && matched === null) return null;
      applied.compilePath ||= patterns !== null;
      applied.matchRoutesImpl ||= matched !== null;
      return { code: matched ?? patterns!, map: null };
    },
    buildEnd() {
      for (const [name, found] of Object.entries(applied)) {
        if (!found)
          this.error(`react-router's ${name} was not found in the worker build (scripts/route-pattern-memo.ts)`);
      }
    },
  };
}
