// /search pages its products by Shopify's cursors as every listing does (docs/decisions/listings.md): 24 a page,
// previous and next links, a malformed or unknown cursor refused (400), a page past the end (404).
// A shop of 500 products, so a query finds more than a page of them.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { withCatalogue } from '../support/catalogue';
import { request } from '../support/worker';

withCatalogue({ size: 500 });

const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const sentSearches = () =>
  state.requests
    .filter((r) => JSON.stringify(r.body).includes('search('))
    .map((r) => r.body as { variables: Record<string, unknown> });

describe('GET /search, paged', () => {
  it('pages by Shopify cursors, and refuses a malformed or unknown cursor (400) and a page past the end (404)', async () => {
    const first = await text(await request('/search?q=e'));
    const next = /href="\/search\?q=e&amp;cursor=([^"&]+)&amp;direction=next"/.exec(first)?.[1];
    expect(next).toBeTruthy();
    const second = await request(`/search?q=e&cursor=${next}&direction=next`);
    expect(second.status).toBe(200);
    expect(sentSearches().at(-1)!.variables).toMatchObject({ endCursor: decodeURIComponent(next!), first: 24 });
    const back = /href="\/search\?q=e&amp;cursor=([^"&]+)&amp;direction=previous"/.exec(await text(second))?.[1];
    expect((await request(`/search?q=e&cursor=${back}&direction=previous`)).status).toBe(200);
    expect(sentSearches().at(-1)!.variables).toMatchObject({ startCursor: decodeURIComponent(back!), last: 24 });
    for (const cursor of ['%3Cscript%3E', 'ZZ']) {
      const refused = await request(`/search?q=ice&cursor=${cursor}`);
      expect(refused.status, cursor).toBe(400);
      const html = await text(refused);
      // The search page at the spec's path is German (the spec's English words: /en/search).
      expect(html).toContain('Dieser Seitenlink ist ungültig oder abgelaufen.');
      expect(html).toMatch(/href="\/search\?q=ice"[^>]*>Zur ersten Seite</);
      const english = await text(await request(`/en/search?q=ice&cursor=${cursor}`));
      expect(english).toContain('This page link is not valid or has expired.');
      expect(english).toMatch(/href="\/en\/search\?q=ice"[^>]*>Go to the first page</);
    }
  });
});
