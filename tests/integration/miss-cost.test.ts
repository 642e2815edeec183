// What a page-cache miss costs (issue 35, item 4): a render reaches the Storefront API only for what
// the page shows. The product query carries the URL's option choice and nothing else, so a URL with a
// campaign tag or a stray parameter is served by the cached answer of the same page.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { request, useEdgeCache } from '../support/worker';

// A visitor with a session: the page cache would answer anonymous views before any sub-request.
const PERSONAL = { headers: { Cookie: 'session=personal' } };

/** The variables of each Product query the mock received since `from`. */
function productQueries(from: number) {
  return state.requests
    .slice(from)
    .filter((r) => r.upstream === 'storefront')
    .map((r) => r.body as { query?: string; variables?: { selectedOptions?: unknown } } | null)
    .filter((body) => /query\s+Product\b/.test(String(body?.query)))
    .map((body) => body?.variables?.selectedOptions);
}

useEdgeCache();

describe('the product query of a render', () => {
  it('is asked once for the page, whatever parameters that are not options its URL carries', async () => {
    const from = state.requests.length;
    for (const path of [
      '/en/shop/sharkblades',
      '/en/shop/sharkblades?ref=newsletter',
      '/en/shop/sharkblades?ref=x&page=2',
    ]) {
      expect((await request(path, PERSONAL)).status).toBe(200);
    }
    expect(productQueries(from)).toEqual([[]]);
  });

  it("asks for the URL's option choice alone, and shows that variant", async () => {
    const from = state.requests.length;
    const first = await request('/en/shop/sharkblades?Size=254+mm&ref=a&Pack=Single+pair', PERSONAL);
    expect(await first.text()).toContain('value="gid://shopify/ProductVariant/40000000000003"');
    const second = await request('/en/shop/sharkblades?Size=254+mm&ref=b&Pack=Single+pair', PERSONAL);
    expect(await second.text()).toContain('value="gid://shopify/ProductVariant/40000000000003"');
    expect(productQueries(from)).toEqual([
      [],
      [
        { name: 'Size', value: '254 mm' },
        { name: 'Pack', value: 'Single pair' },
      ],
    ]);
  });
});
