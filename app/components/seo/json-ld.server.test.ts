import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLdScripts } from './json-ld.server';

describe('JsonLdScripts', () => {
  it('writes one data block per object, which parses back to the same object', () => {
    const data = [
      { '@type': 'Product', name: 'Blade </script><script>alert(1)</script> & <!-- x -->', note: 'a\u2028b' },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ];
    const html = renderToStaticMarkup(createElement(JsonLdScripts, { data }));
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    expect(blocks.map((block) => JSON.parse(block))).toEqual(data);
    expect(html).not.toMatch(/<\/script><script>alert|<!--/);
  });
});
