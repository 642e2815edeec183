import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILE_PATH, memoiseCompilePath } from '../../scripts/route-pattern-memo';

const DIST = 'node_modules/react-router/dist/development';

describe('route-pattern-memo (the worker build)', () => {
  it('finds compilePath in the installed react-router and changes nothing else', () => {
    const chunks = readdirSync(DIST)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(`${DIST}/${file}`, 'utf8'))
      .filter((code) => code.includes('function compilePath('));
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
});
