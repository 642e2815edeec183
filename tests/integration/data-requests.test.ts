// Loaders get the request as it came (React Router's pass-through requests, docs/decisions/platform.md): what a
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
      (r) =>
        r.upstream === 'storefront' && /query\s+Product(Choice)?\b/.test(String((r.body as { query?: string }).query)),
    )
    .map((r) => (r.body as { variables?: { selectedOptions?: unknown } }).variables?.selectedOptions);
}

describe('a data request reads the page’s own address', () => {
  it('a product’s option choice leaves React Router’s parameters out', async () => {
    const shopper = client();
    const from = state.requests.length;
    // Only the parameters that name an option go to Shopify (the product with no choice first):
    // React Router's `_routes`, and any other name, are left out.
    const fresh = crypto.randomUUID();
    const response = await shopper.send(
      `/shop/sharkblades.data?Gr%C3%B6sse=263+mm&v=${fresh}&_routes=root%2Croutes%2Fproduct`,
    );
    expect(response.status).toBe(200);
    const data = await response.text();
    const sent = productOptions(from);
    expect(sent).toEqual([[], [{ name: 'Grösse', value: '263 mm' }]]);
    // The no-JS forms of the shell send the shopper back to the page, not to its data.
    expect(data).toContain(`"/shop/sharkblades?Gr%C3%B6sse=263+mm&v=${fresh}`);
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
