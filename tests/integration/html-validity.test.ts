// Every page of the spec, on both sites, through the built worker, checked by the W3C Nu Html
// Checker: no errors, nothing after </html> (issue 30, items 13 and 14). One checker run (one JVM)
// for all the documents.
import { describe, expect, it } from 'vitest';
import { htmlErrors } from '../support/html-checker';
import { mockEnv } from '../support/env';
import { client } from '../support/shopper';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;
const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

const PAGES = [
  '/',
  '/shop',
  '/shop/sharkblades',
  '/shop/oceanice-pro',
  '/collections/skate-blades',
  '/search',
  '/search?q=blade',
  '/search?q=zzzzqx',
  '/stories',
  '/stories/blog',
  '/stories/blog/how-to-change-your-blades',
  '/stories/success-stories',
  '/stories/success-stories/campus-langnau',
  '/stories/testimonials',
  '/about',
  '/about/team',
  '/about/contact',
  '/about/contact?office=inc',
  '/legal/terms',
  '/legal/ethics',
  '/legal/privacy-policy',
  '/legal/refund-policy',
  '/faq',
  '/sustainability',
  '/summer-oceanice-cup',
  '/devcenter',
  '/zeitplan',
  '/review?action=write_review&product=sharkblades',
  '/help',
  '/consent',
  '/checkout/success?order=1001',
  '/no-such-page',
];

/** Each site's pages, then the cart and Klarna's page for a shopper with a line in Germany. */
async function documents(): Promise<Record<string, string>> {
  const docs: Record<string, string> = {};
  for (const site of [MAIN, US]) {
    const visitor = client();
    for (const path of PAGES) {
      const response = await visitor.send(`${site}${path}`);
      expect(response.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      docs[`${site}${path}`] = await response.text();
    }
    docs[`${site}/cart (empty)`] = await (await visitor.send(`${site}/cart`)).text();
  }
  const shopper = client();
  shopper.jar.set('shopify_country', 'DE');
  await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '2' });
  docs['/cart (one line)'] = await (await shopper.send('/cart')).text();
  const klarna = await shopper.send('/checkout/klarna');
  expect(klarna.status).toBe(200);
  docs['/checkout/klarna'] = await klarna.text();
  return docs;
}

describe('the W3C HTML checker', () => {
  it('finds no error on any page of either site', { timeout: 90_000 }, async () => {
    const docs = await documents();
    // The checker stops at the first stray tag after </html>, so this is asked separately.
    const endsLate = Object.keys(docs).filter((page) => !docs[page]!.trimEnd().endsWith('</html>'));
    expect({ errors: await htmlErrors(docs), endsLate }).toEqual({ errors: [], endsLate: [] });
  });
});
