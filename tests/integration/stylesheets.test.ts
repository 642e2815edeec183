// The document's stylesheets through the built worker: React Router's <Links /> in the head names
// every stylesheet the page's routes need (so a page is styled without JavaScript), each file once,
// and every file it names is in the build.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

// The file behind a link (React Router marks a sheet that a lazy chunk also loads with a `#`).
const file = (href: string) => `dist/client${href.split('#')[0]}`;

async function stylesheets(path: string) {
  const response = await request(path);
  const html = await response.text();
  const [head, body = ''] = html.split('</head>') as [string, string?];
  const links = (part: string) =>
    [...part.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!.split('#')[0]!);
  return { response, html, head: links(head), body: links(body) };
}

describe('a page’s stylesheets', () => {
  it.each([
    ['/shop/sharkblades', 'product'],
    ['/fr', 'home'],
    ['/en/faq', 'content'],
    // Sheets a lazy chunk also loads.
    ['/cart', 'cart-view'],
    ['/en/help', 'chat-box'],
  ])('%s: linked in the head, each once, none inlined', async (path, route) => {
    const { html, head, body } = await stylesheets(path);
    expect(head.some((href) => /\/root-[\w-]{8}\.css$/.test(href))).toBe(true);
    expect(head.some((href) => new RegExp(`/${route}-[\\w-]{8}\\.css$`).test(href))).toBe(true);
    expect(new Set(head).size).toBe(head.length);
    expect(body).toEqual([]);
    for (const href of head) expect(existsSync(file(href)), href).toBe(true);
    expect(html).not.toContain('<style');
  });

  it('the not-found page is styled the same way', async () => {
    const { response, head } = await stylesheets('/no-such-page');
    expect(response.status).toBe(404);
    expect(head.some((href) => /\/root-[\w-]{8}\.css$/.test(href))).toBe(true);
  });
});
