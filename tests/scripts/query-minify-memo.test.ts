import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoiseMinifyQuery, MINIFY_QUERY } from '../../scripts/query-minify-memo';

const HYDROGEN = readFileSync('node_modules/@shopify/hydrogen/dist/production/index.js', 'utf8');

const NAME = MINIFY_QUERY.exec(HYDROGEN)![1]!;

// Hydrogen's own `minifyQuery`, and the memoised one with its memory.
const original = new Function(`${MINIFY_QUERY.exec(HYDROGEN)![0]}\nreturn ${NAME};`)() as (text: string) => string;
function memoisedFrom(code: string) {
  const start = code.indexOf('var minifiedQueries');
  const definition = code.slice(start, code.indexOf('return m}', start) + 'return m}'.length);
  return new Function(`${definition}\nreturn [${NAME}, minifiedQueries];`)() as [
    (text: string) => string,
    Map<string, string>,
  ];
}

describe('query-minify-memo (the worker build)', () => {
  const memoised = memoiseMinifyQuery(HYDROGEN)!;

  it('finds minifyQuery in the installed Hydrogen and changes nothing else', () => {
    const [found] = MINIFY_QUERY.exec(HYDROGEN)!;
    const [before, after] = HYDROGEN.split(found);
    expect(memoised.startsWith(before!)).toBe(true);
    expect(memoised.endsWith(after!)).toBe(true);
    expect(memoised).toContain('var minifiedQueries=new Map();');
  });

  it('answers as Hydrogen does, each text once, then from memory', () => {
    const [minify, memory] = memoisedFrom(memoised);
    const texts = [
      '#graphql\n  query Cart($id: ID!) {\n    cart(id: $id) { id # the id\n      totalQuantity }\n  }',
      'query { shop { name } }',
      '   mutation   cartLinesAdd {\n\n cartLinesAdd { cart { id } } }  ',
      '',
    ];
    for (const text of texts) {
      expect(minify(text)).toBe(original(text));
      expect(minify(text)).toBe(original(text));
    }
    expect(memory.size).toBe(texts.length);
    memory.set(texts[1]!, 'remembered');
    expect(minify(texts[1]!)).toBe('remembered');
  });

  it('leaves other code alone and refuses a Hydrogen whose minifyQuery changed', () => {
    expect(memoiseMinifyQuery('export const x = 1;')).toBeNull();
    const changed = HYDROGEN.replace(MINIFY_QUERY, 'function minify(e){return e.trim()}');
    expect(() => memoiseMinifyQuery(changed)).toThrow(/minifyQuery changed/);
  });
});
