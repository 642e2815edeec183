// The document's stylesheets through the built worker (docs/decisions/275, 276): the head carries
// the rules of every stylesheet the page's routes have, as the browser build wrote them, and the
// document links no stylesheet file (they are linked once the page has hydrated).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const ASSETS = new URL('../../dist/client/assets/', import.meta.url).pathname;
// A built stylesheet by its name before the 8-character hash (`product-` is not `product-grid-`).
const sheet = (route: string) => {
  const name = readdirSync(ASSETS).find((file) => new RegExp(`^${route}-[\\w-]{8}\\.css$`).test(file));
  if (!name) throw new Error(`no ${route} stylesheet in the build`);
  return readFileSync(`${ASSETS}${name}`, 'utf8');
};

async function documentParts(path: string) {
  const response = await request(path);
  const html = await response.text();
  const [head] = html.split('</head>') as [string];
  const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  return { response, html, styles };
}

describe('a page’s stylesheets', () => {
  it.each([
    ['/shop/sharkblades', 'product'],
    ['/fr', 'home'],
    ['/en/faq', 'content'],
    // Sheets a lazy chunk also loads: React Router names them with a trailing `#`.
    ['/cart', 'cart-view'],
    ['/en/help', 'chat-box'],
  ])('%s: the rules in the head, no file linked', async (path, route) => {
    const { html, styles } = await documentParts(path);
    // One style element: the root's rules first, then the route's, the files' text as built.
    expect(styles).toHaveLength(1);
    expect(styles[0]!.startsWith(sheet('root'))).toBe(true);
    expect(styles[0]).toContain(sheet(route));
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('the not-found page is styled the same way', async () => {
    const { response, html, styles } = await documentParts('/no-such-page');
    expect(response.status).toBe(404);
    expect(styles).toHaveLength(1);
    expect(styles[0]!.startsWith(sheet('root'))).toBe(true);
    expect(styles[0]).toMatch(/@font-face/);
    expect(html).not.toContain('rel="stylesheet"');
  });
});
