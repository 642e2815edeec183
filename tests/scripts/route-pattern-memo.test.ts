import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILE_PATH, MATCH_ROUTES, memoiseCompilePath, memoiseMatchRoutes } from '../../scripts/route-pattern-memo';

const DIST = 'node_modules/react-router/dist/development';

// The installed react-router's ES chunks that define function `name`.
const chunksDefining = (name: string) =>
  readdirSync(DIST)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(`${DIST}/${file}`, 'utf8'))
    .filter((code) => code.includes(`function ${name}(`));

describe('route-pattern-memo (the worker build)', () => {
  it('finds compilePath in the installed react-router and changes nothing else', () => {
    const chunks = chunksDefining('compilePath');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const memoised = memoiseCompilePath(chunk)!;
      expect(memoised).toContain('function compilePathOnce(path, caseSensitive = false, end = true) {');
      const [before, after] = chunk.split(COMPILE_PATH);
      expect(memoised.startsWith(before!)).toBe(true);
      expect(memoised.endsWith(after!)).toBe(true);
    }
  });

  it('answers a pattern and its flags once, then from memory', () => {
    const source = `${COMPILE_PATH}\n  calls++;\n  return [new RegExp("^" + path, caseSensitive ? "" : "i"), [end]];\n}`;
    const run = new Function(
      `let calls = 0;\n${memoiseCompilePath(source)}\nreturn { compilePath, calls: () => calls };`,
    );
    const { compilePath, calls } = run() as { compilePath: (...args: unknown[]) => unknown; calls: () => number };
    const first = compilePath('/shop/:handle');
    expect(compilePath('/shop/:handle')).toBe(first);
    expect(compilePath('/shop/:handle', false, true)).toBe(first);
    expect(compilePath('/shop/:handle', true)).not.toBe(first);
    expect(compilePath('/shop/:handle', false, false)).not.toBe(first);
    expect(calls()).toBe(3);
  });

  it('refuses a compilePath whose signature changed, and leaves other modules alone', () => {
    expect(() => memoiseCompilePath('function compilePath(path, caseSensitive) {}')).toThrow(/signature/);
    expect(memoiseCompilePath('export const x = 1;')).toBeNull();
  });

  it('finds matchRoutesImpl in the installed react-router and changes nothing else', () => {
    const chunks = chunksDefining('matchRoutesImpl');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const memoised = memoiseMatchRoutes(chunk)!;
      expect(memoised).toContain(
        'function matchRoutesOnce(routes, locationArg, basename, allowPartial, precomputedBranches) {',
      );
      const [before, after] = chunk.split(MATCH_ROUTES);
      expect(memoised.startsWith(before!)).toBe(true);
      expect(memoised.endsWith(after!)).toBe(true);
    }
  });

  // A stand-in for React Router's matching: one params object shared by the matches of a branch.
  const matcher = () => {
    const source = `function parsePath(path) { return { pathname: path.split('?')[0] }; }
${MATCH_ROUTES}
  calls++;
  const pathname = typeof locationArg === 'string' ? locationArg : locationArg.pathname;
  const handle = pathname.startsWith('/shop/') ? pathname.slice('/shop/'.length) : '';
  if (!handle) return null;
  const params = { handle };
  return [
    { params, pathname: '/', pathnameBase: '/', route: routes[0] },
    { params, pathname, pathnameBase: pathname, route: routes[1] },
  ];
}`;
    const run = new Function(
      `let calls = 0;\n${memoiseMatchRoutes(source)}\nreturn { matchRoutesImpl, calls: () => calls };`,
    );
    return run() as {
      matchRoutesImpl: (...args: unknown[]) => { params: Record<string, string>; route: unknown }[] | null;
      calls: () => number;
    };
  };

  it('matches a path over the same branches once, and gives every caller its own copy', () => {
    const { matchRoutesImpl, calls } = matcher();
    const routes = [{ id: 'root' }, { id: 'product' }];
    const branches: unknown[] = [];
    const first = matchRoutesImpl(routes, '/shop/puck', '/', false, branches)!;
    const second = matchRoutesImpl(routes, { pathname: '/shop/puck' }, '/', false, branches)!;
    expect(calls()).toBe(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]!.route).toBe(routes[0]);
    // One params object per answer, shared by its matches, as React Router makes them.
    expect(second[0]!.params).toBe(second[1]!.params);
    second[1]!.params.handle = 'changed';
    expect(matchRoutesImpl(routes, '/shop/puck', '/', false, branches)![1]!.params.handle).toBe('puck');
    expect(first[1]!.params.handle).toBe('puck');

    // Another path, another basename, allowPartial, other branches: matched again.
    matchRoutesImpl(routes, '/shop/stick', '/', false, branches);
    matchRoutesImpl(routes, '/shop/puck', '/en', false, branches);
    matchRoutesImpl(routes, '/shop/puck', '/', true, branches);
    matchRoutesImpl(routes, '/shop/puck', '/', false, []);
    expect(calls()).toBe(5);
    // No match is remembered too.
    expect(matchRoutesImpl(routes, '/nowhere', '/', false, branches)).toBeNull();
    expect(matchRoutesImpl(routes, '/nowhere', '/', false, branches)).toBeNull();
    expect(calls()).toBe(6);
  });

  it('leaves calls without precomputed branches (the browser router) unremembered', () => {
    const { matchRoutesImpl, calls } = matcher();
    const routes = [{ id: 'root' }, { id: 'product' }];
    matchRoutesImpl(routes, '/shop/puck', '/', false);
    matchRoutesImpl(routes, '/shop/puck', '/', false);
    expect(calls()).toBe(2);
  });

  it('refuses a matchRoutesImpl whose signature changed, and leaves other modules alone', () => {
    expect(() => memoiseMatchRoutes('function matchRoutesImpl(routes, locationArg) {}')).toThrow(/signature/);
    expect(memoiseMatchRoutes('export const x = 1;')).toBeNull();
  });
});
