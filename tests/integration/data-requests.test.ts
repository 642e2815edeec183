// Loaders get the request as it came (React Router's pass-through requests, decision 181): what a
// page computes from its own address reads the route's normalised URL, so a data request
// (`.data`, `_routes`) answers as its document would.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { client } from '../support/shopper';

/** The selectedOptions of the product queries the mock received since `from`. */
function productOptions(from: number) {
  return state.requests
    .slice(from)
    .filter(
      (r) => r.upstream === 'storefront' && /query\s+Product\b/.test(String((r.body as { query?: string }).query)),
    )
    .map((r) => (r.body as { variables?: { selectedOptions?: unknown } }).variables?.selectedOptions);
}

describe('a data request reads the page’s own address', () => {
  it('a product’s option choice leaves React Router’s parameters out', async () => {
    const shopper = client();
    const from = state.requests.length;
    // Every parameter goes to Shopify (which ignores names that are no option): a fresh one makes
    // the product query go out instead of being answered from the cache.
    const fresh = crypto.randomUUID();
    const response = await shopper.send(
      `/shop/sharkblades.data?Size=263+mm&v=${fresh}&_routes=root%2Croutes%2Fproduct`,
    );
    expect(response.status).toBe(200);
    const data = await response.text();
    const sent = productOptions(from);
    expect(sent).toEqual([
      [
        { name: 'Size', value: '263 mm' },
        { name: 'v', value: fresh },
      ],
    ]);
    // The no-JS forms of the shell send the shopper back to the page, not to its data.
    expect(data).toContain(`value=\\"/shop/sharkblades?Size=263+mm&amp;v=${fresh}`);
    expect(data).not.toContain('.data?');
    expect(data).not.toContain('_routes');
  });

  it('a refused address names the page, not its data', async () => {
    const response = await client().send('/en/stories/blog/Not_A_Slug.data');
    expect(response.status).toBe(404);
    const data = await response.text();
    expect(data).toContain('Page Not Found: /en/stories/blog/Not_A_Slug');
    expect(data).not.toContain('Not_A_Slug.data');
  });
});
