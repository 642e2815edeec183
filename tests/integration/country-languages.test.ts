// The country selector and a country change in German, French and English (issue 31): the
// selector's words, country names in the page's language (Intl) in that language's order, its form
// to the language's /country, and a change without JavaScript answered 303 back to the page with
// its messages in that language.
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client } from '../support/shopper';

const SHARKBLADES = 'gid://shopify/ProductVariant/40000000000001';
const GREENLY = 'gid://shopify/ProductVariant/40000000000033';

/** The footer's selector: its section, the options' texts in order, and the form's action. */
function selector(html: string) {
  const section = /<section aria-label="[^"]*"[^>]*>(?:(?!<\/section>)[\s\S])*?country-select[\s\S]*?<\/section>/.exec(
    html,
  )?.[0];
  const options = [...(section ?? '').matchAll(/<option value="(\w\w)"[^>]*>([^<]*)<\/option>/g)];
  return {
    section: section ?? '',
    names: options.map((m) => m[2]!),
    action: /<form [^>]*action="([^"]*)" method="post"/.exec(section ?? '')?.[1],
  };
}

describe('the selector in each language', () => {
  it.each([
    ['/shop', 'Land und Währung', 'Land/Region', 'Ändern', '/country', 'Schweiz (CHF)', ['Norwegen', 'Österreich']],
    ['/fr/shop', 'Pays et devise', 'Pays/région', 'Modifier', '/fr/country', 'Suisse (CHF)', ['Danemark', 'Émirats']],
    [
      '/en/shop',
      'Country and currency',
      'Country/region',
      'Change',
      '/en/country',
      'Switzerland (CHF)',
      ['Norway', 'Portugal'],
    ],
  ])('%s: words, names and order in its language, posting to its /country', async (path, ...expected) => {
    const [label, field, button, action, swiss, [before, after]] = expected as [
      string,
      string,
      string,
      string,
      string,
      [string, string],
    ];
    const html = await (await client().send(path)).text();
    const { section, names, action: sent } = selector(html);
    expect(section).toContain(`aria-label="${label}"`);
    expect(section).toContain(`>${field}</label>`);
    expect(section).toContain(`>${button}</button>`);
    expect(sent).toBe(action);
    expect(names).toContain(swiss);
    expect(names).toHaveLength(21);
    // Sorted as the language sorts (Ö with O in German, É with E in French).
    const at = (prefix: string) => names.findIndex((name) => name.startsWith(prefix));
    expect(at(before)).toBeGreaterThanOrEqual(0);
    expect(at(before)).toBeLessThan(at(after));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, path.slice(1, 3) === 'fr' ? 'fr' : 'de')));
  });
});

describe('a change without JavaScript, in French', () => {
  it('a bad country is a 400 with the French message, and no cookie', async () => {
    const shopper = client();
    const response = await shopper.post('/fr/country', { country: 'ZZ', redirectTo: '/fr/shop' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Veuillez choisir un pays dans lequel nous livrons.');
    expect(shopper.jar.has('shopify_country')).toBe(false);
  });

  it('GET /fr/country goes to the French home', async () => {
    const response = await client().send('/fr/country');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr');
  });

  it('items that cannot follow are named on the French page, in French', async () => {
    const shopper = client();
    for (const merchandiseId of [SHARKBLADES, GREENLY]) {
      await shopper.post('/fr/cart', { intent: 'add', merchandiseId, redirectTo: '/fr/cart' });
    }
    const response = await shopper.post('/fr/country', { country: 'JP', redirectTo: '/fr/shop/sharkblades' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/shop/sharkblades');
    expect(shopper.jar.get('shopify_country')).toBe('JP');
    const html = await (await shopper.send('/fr/shop/sharkblades')).text();
    expect(html).toMatch(
      /<p role="status"[^>]*>Ces articles ne sont pas vendus dans le pays choisi \(Japon\) et n’ont pas pu être transférés dans votre nouveau panier\u00a0: Kit de glace découverte Greenly/,
    );
  });

  it('a cart that cannot be moved during an outage: the French warning on the next page', async () => {
    const shopper = client();
    await shopper.post('/fr/cart', { intent: 'add', merchandiseId: SHARKBLADES, redirectTo: '/fr/cart' });
    const before = JSON.stringify([...state.carts.values()].map((c) => c.buyerIdentity.countryCode));
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const response = await shopper.post('/fr/country', { country: 'DE', redirectTo: '/fr/cart' });
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(response.headers.get('location')).toBe('/fr/cart');
    expect(JSON.stringify([...state.carts.values()].map((c) => c.buyerIdentity.countryCode))).toBe(before);
    expect(await (await shopper.send('/fr/cart')).text()).toContain(
      'Pays choisi\u00a0: Allemagne. Votre panier n’a toutefois pas pu être mis à jour',
    );
  });
});

describe('the same change in German', () => {
  it('names the country in German in the warning', async () => {
    const shopper = client();
    await shopper.post('/cart', { intent: 'add', merchandiseId: SHARKBLADES, redirectTo: '/cart' });
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    await shopper.post('/country', { country: 'DE', redirectTo: '/cart' });
    setFault({ upstream: 'storefront', mode: 'none' });
    expect(await (await shopper.send('/cart')).text()).toContain(
      'Gewähltes Land: Deutschland. Dein Warenkorb konnte jedoch nicht angepasst werden',
    );
  });
});
