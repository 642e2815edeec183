import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HSTS, SECURITY_HEADERS } from './security-headers.server';

/** public/_headers as Workers static assets read it: a URL pattern, then its indented `Name: value` lines. */
function headerRules(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(':');
    current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

describe('public/_headers (issue 47, item 20)', () => {
  const rules = headerRules(readFileSync('public/_headers', 'utf8'));

  it('gives every static file the security headers of the pages, HSTS included', () => {
    expect(rules.get('/*')).toEqual({ ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS });
  });

  it('names a header once for any file: the assets join repeated values with a comma', () => {
    const everywhere = Object.keys(rules.get('/*') ?? {}).map((name) => name.toLowerCase());
    for (const [pattern, headers] of rules) {
      if (pattern === '/*') continue;
      for (const name of Object.keys(headers))
        expect(everywhere, `${pattern} ${name}`).not.toContain(name.toLowerCase());
    }
  });
});
