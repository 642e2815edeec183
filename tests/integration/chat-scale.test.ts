// Issue 32, item 6 (the chat): at 5,000 products the chat finds a product far past the first 50 by
// its name, through the Storefront search, and answers its price and stock in the visitor's
// currency; no query it sends reads more than 250 nodes.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../app/lib/catalogue/money';
import { state } from '../mocks/state';
import { seed } from '../mocks/storefront/seed';
import { withCatalogue } from '../support/catalogue';
import { client } from '../support/shopper';

withCatalogue({ size: 5000 });

const storefrontBodies = () =>
  state.requests
    .filter((r) => r.upstream === 'storefront')
    .map((r) => r.body as { query?: string; variables?: Record<string, unknown> });

async function ask(question: string): Promise<string> {
  const shopper = client();
  // Asked in English on the English chat page: the generated products' German titles differ.
  expect((await shopper.post('/en/help', { intent: 'ask', question, redirectTo: '/en/help' })).status).toBe(303);
  return (await shopper.send('/en/help')).text();
}

describe('the chat at 5,000 products', () => {
  it.each([['How much does the {title} cost?'], ['Is the {title} in stock?']])(
    'answers "%s" about a generated product from its page',
    async (template) => {
      const product = seed.products[4321]!;
      const html = await ask(template.replace('{title}', product.title));
      const low = Math.min(...product.variants.map((v) => Number(v.price)));
      expect(html).toContain(`href="/en/shop/${product.handle}"`);
      expect(html.replace(/\u00a0/g, ' ')).toContain(
        formatMoney({ amount: low, currencyCode: 'CHF' }).replace(/\u00a0/g, ' '),
      );
      expect(html).toMatch(/available|Sold out/);

      const bodies = storefrontBodies();
      expect(bodies.some((b) => /\bsearch\(/.test(b.query ?? ''))).toBe(true);
      const sizes = bodies.flatMap((b) =>
        [...(b.query ?? '').matchAll(/\b(?:first|last):\s*(\d+)/g)].map((m) => Number(m[1])),
      );
      expect(Math.max(...sizes)).toBeLessThanOrEqual(250);
    },
  );
});
