// The document's stylesheets through the built worker (docs/decisions/275): the head carries the
// rules of every stylesheet the page's routes have, as the browser build wrote them, and links none;
// the same files are linked once each after the page's content, before the scripts that follow it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const CLIENT = new URL('../../dist/client', import.meta.url).pathname;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;

async function documentParts(path: string) {
  const html = await (await request(path)).text();
  const [head, body] = html.split('</head>') as [string, string];
  const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const linked = [...body.matchAll(STYLESHEET)].map((m) => m[1]!);
  return { head, body, styles, linked };
}

describe('a page’s stylesheets', () => {
  it.each([
    ['/shop/sharkblades', 'product'],
    ['/fr', 'home'],
    ['/en/faq', 'content'],
  ])('%s: the rules in the head, the files after the content', async (path, route) => {
    const { head, body, styles, linked } = await documentParts(path);
    expect([...head.matchAll(STYLESHEET)]).toEqual([]);
    expect(linked[0]).toMatch(/^\/assets\/root-[\w-]+\.css$/);
    expect(linked.some((href) => href.startsWith(`/assets/${route}-`))).toBe(true);
    expect(new Set(linked).size).toBe(linked.length);
    // One style element, the files' text in the order they are linked.
    expect(styles).toEqual([linked.map((href) => readFileSync(`${CLIENT}${href}`, 'utf8')).join('')]);
    // After the footer and the chat orb, before the scroll restoration and the deferred scripts.
    expect(body.indexOf('<link rel="stylesheet"')).toBeGreaterThan(body.indexOf('</aside>', body.indexOf('</footer>')));
    expect(body.lastIndexOf('<link rel="stylesheet"')).toBeLessThan(body.indexOf('<script>'));
    expect(body.indexOf('<script>')).toBeLessThan(body.indexOf('<template data-deferred'));
  });

  it('the not-found page is styled the same way', async () => {
    const response = await request('/no-such-page');
    expect(response.status).toBe(404);
    const [head] = (await response.text()).split('</head>') as [string];
    expect(head).toMatch(/<style>[\s\S]*@font-face[\s\S]*<\/style>/);
    expect(head).not.toContain('rel="stylesheet"');
  });
});
