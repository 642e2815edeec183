// /search and /search/suggest through the built worker (issue 14): the Storefront `search` and
// `predictiveSearch` queries, products before stories and pages, prices in the visitor's currency,
// empty and no-result states, a capped query, and an outage answered 503 (paging:
// search-paging.test.ts). The spec's paths are the German site's: the words are the German catalogue's.
import { describe, expect, it } from 'vitest';
import { format } from '../../app/lib/i18n/format';
import { de } from '../../app/lib/i18n/messages/de';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client } from '../support/shopper';
import { request } from '../support/worker';

const WORDS = de.search.page;
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const sentSearches = () =>
  state.requests
    .filter((r) => JSON.stringify(r.body).includes('search('))
    .map((r) => r.body as { variables: Record<string, unknown> });

describe('GET /search', () => {
  it('lists products with their price, then stories and pages, from the Storefront search', async () => {
    const response = await request('/search?q=sharkblades');
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain(format(WORDS.heading, { q: 'sharkblades' }));
    // The results' headings (the header's menus have headings of their own).
    const main = html.slice(html.indexOf('<main'));
    const titles = [...main.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles.slice(0, 2)).toEqual(['Sharkblades', 'Sharkblades für Goalies']);
    expect(html).toMatch(/href="\/shop\/sharkblades"/);
    expect(html).toMatch(/Ab CHF\s?\d/);
    expect(sentSearches().at(-1)!.variables).toMatchObject({ query: 'sharkblades', first: 24 });
  });

  it('finds stories and pages and links them where the site shows them', async () => {
    const html = await text(await request('/search?q=sustainability'));
    expect(html).toContain('href="/sustainability"');
    const stories = await text(await request('/search?q=blade sizing'));
    expect(stories).toContain('href="/stories/blog/blade-sizing-guide"');
  });

  it('prices results in the visitor’s currency', async () => {
    const shopper = client();
    shopper.jar.set('shopify_country', 'DE');
    const html = await text(await shopper.send('/search?q=sharkblades'));
    expect(html).toMatch(/Ab [\d.,]+\s?€/);
    expect(html).not.toMatch(/Ab CHF/);
  });

  it('shows the empty state without asking Shopify, and the no-result state', async () => {
    const before = sentSearches().length;
    const empty = await text(await request('/search'));
    expect(empty).toContain(WORDS.prompt);
    expect(sentSearches().length).toBe(before);
    const none = await request('/search?q=zzqxv');
    expect(none.status).toBe(200);
    expect(await text(none)).toContain(format(WORDS.none, { q: 'zzqxv' }));
  });

  it('caps the query at 100 characters and collapses spaces', async () => {
    const long = `${'a'.repeat(150)}`;
    expect((await request(`/search?q=${long}`)).status).toBe(200);
    expect(sentSearches().at(-1)!.variables.query).toBe('a'.repeat(100));
    await request('/search?q=%20%20ocean%20%20%20ice%20');
    expect(sentSearches().at(-1)!.variables.query).toBe('ocean ice');
  });

  it('answers 503 with the spec message when the storefront is down', async () => {
    setFault({ upstream: 'storefront', mode: 'status', status: 502 });
    const response = await request('/search?q=blades');
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(response.status).toBe(503);
  });
});

describe('GET /search/suggest', () => {
  it('suggests products with prices, stories and pages as the shopper types', async () => {
    const response = await request('/search/suggest?q=shark');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      q: string;
      hits: { kind: string; title: string; path: string; price: unknown }[];
    };
    expect(body.q).toBe('shark');
    expect(body.hits[0]).toMatchObject({ kind: 'product', title: 'Sharkblades', path: '/shop/sharkblades' });
    expect(body.hits[0]!.price).toMatchObject({ currencyCode: 'CHF' });
    const sent = state.requests.filter((r) => JSON.stringify(r.body).includes('predictiveSearch')).at(-1)!;
    expect((sent.body as { variables: Record<string, unknown> }).variables).toMatchObject({ query: 'shark', limit: 4 });
  });

  it('answers a one-letter or empty query with nothing and no search upstream call', async () => {
    // Every request reads the shop's countries (the market); none of these may search.
    const searches = () => state.requests.filter((r) => /search/i.test(JSON.stringify(r.body))).length;
    const before = searches();
    for (const q of ['', 's', '%20']) {
      const body = (await (await request(`/search/suggest?q=${q}`)).json()) as { hits: unknown[] };
      expect(body.hits).toEqual([]);
    }
    expect(searches()).toBe(before);
  });
});
