// A crawl from / through the built worker, following every internal link of every page reached:
// no link may lead to a 404 (or any error), and every page of spec §2 must be reachable by links.
import { describe, expect, it } from 'vitest';
import { ORIGIN, request } from '../support/worker';

/**
 * Spec §2's pages. A parameterised route counts as reached when one of its pages is; the product
 * route needs every known handle. Not here: /zeitplan (noindex,nofollow), /review (reached from
 * review links in e-mails), /checkout/* and /json/* (not pages one navigates to).
 */
const SPEC_ROUTES: (string | RegExp)[] = [
  '/',
  '/shop',
  ...['sharkblades', 'sharkblades-for-goalies', 'black-ghost', 'oceanice-pro', 'greenly'].map((h) => `/shop/${h}`),
  '/stories',
  '/stories/blog',
  /^\/stories\/blog\/[a-z0-9-]+$/,
  '/stories/success-stories',
  /^\/stories\/success-stories\/[a-z0-9-]+$/,
  '/stories/testimonials',
  '/about',
  '/about/team',
  /^\/about\/contact(\?|$)/,
  ...['europe', 'inc', 'mena-asia'].map((office) => `/about/contact?office=${office}`),
  '/legal/terms',
  '/legal/ethics',
  '/legal/privacy-policy',
  '/legal/refund-policy',
  '/faq',
  '/sustainability',
  '/summer-oceanice-cup',
  '/devcenter',
];

const MAX_PAGES = 300;

/** Internal links of a page (<a href>), as path + query, without the fragment. */
function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), `${ORIGIN}/`);
    if (url.origin === ORIGIN) links.push(url.pathname + url.search);
  }
  return links;
}

describe('crawl from /', () => {
  it('finds no broken internal link and reaches every spec page', { timeout: 120_000 }, async () => {
    const seen = new Map<string, string>([['/', '(start)']]);
    const queue = ['/'];
    const broken: string[] = [];
    const reached = new Set<string>();
    while (queue.length && reached.size < MAX_PAGES) {
      const path = queue.shift()!;
      let response = await request(path);
      let final = path;
      for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) {
        const location = new URL(response.headers.get('location') ?? '/', `${ORIGIN}${final}`);
        if (location.origin !== ORIGIN) break;
        final = location.pathname + location.search;
        response = await request(final);
      }
      if (response.status >= 400) {
        broken.push(`${path} → ${response.status} (linked from ${seen.get(path)})`);
        continue;
      }
      reached.add(path);
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      for (const link of internalLinks(await response.text())) {
        if (seen.has(link)) continue;
        seen.set(link, path);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    const unreached = SPEC_ROUTES.filter((route) =>
      typeof route === 'string' ? !reached.has(route) : ![...reached].some((path) => route.test(path)),
    );
    expect(unreached.map(String)).toEqual([]);
  });
});
