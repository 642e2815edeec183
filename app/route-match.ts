import { matchPath, type PathMatch } from 'react-router';

// React Router's `matchPath` compiles its pattern into a RegExp on each call, and a page's render
// asks for the route of each of its links (purge tags, ~/lib/edge-cache/purge-tags.server): ~8 % of
// a product page's MISS went there (workerd profile; ~1 % since). Its answers are pure functions of the pattern and the path, so
// they are kept, a bounded number per isolate (a memo: it changes no answer; a plain Map, so that
// no cache library enters a browser chunk that imports this module).
const MATCHES_KEPT = 2_000;
const matches = new Map<string, PathMatch | null>();

/** `matchPath(pattern, path)`, remembered. */
export function matchAt(pattern: string, path: string): PathMatch | null {
  const key = `${pattern} ${path}`;
  let match = matches.get(key);
  if (match === undefined) {
    match = matchPath(pattern, path);
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(key, match);
  }
  return match;
}
