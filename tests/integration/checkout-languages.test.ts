// The rest of the journey in the page's language (issue 31, item 7): Shopify's checkout opens in
// it (the cart read with @inContext(language:), the checkout URL's `locale`), the Klarna session's
// locale follows the page where Klarna speaks that language in the shopper's country, and the
// shop's own Klarna and thank-you pages speak it, as do the refusals that send the shopper back.
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { setFault } from '../mocks/faults';
import { state, type RecordedRequest } from '../mocks/state';
import { client } from '../support/shopper';
import { cartAlerts as alerts } from '../support/cart-page';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const bodyOf = (r: RecordedRequest) => r.body as { query: string; variables: Record<string, unknown> };

/** A shopper of the page language `prefix` with a cart, in `country`. */
async function shopperWithCart(prefix: '' | '/fr' | '/en', country = 'CH') {
  const shopper = client(prefix);
  shopper.jar.set('shopify_country', country);
  expect((await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, quantity: '2' })).status).toBe(303);
  await shopper.send(`${prefix}/cart`);
  return shopper;
}

describe('Shopify’s checkout in the page’s language', () => {
  it('a French page hands off to the checkout URL in French, read in French', async () => {
    const shopper = await shopperWithCart('/fr');
    const from = state.requests.length;
    const response = await shopper.post('/fr/checkout', {});
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toMatch(/^\/checkouts\/cn\//);
    expect(location.searchParams.get('key')).toBeTruthy();
    expect(location.searchParams.get('locale')).toBe('fr');
    const reads = state.requests.slice(from).filter((r) => /query CartQuery/.test(bodyOf(r).query ?? ''));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(bodyOf(read).variables.language).toBe('FR');
    // The checkout the URL names is the shopper's (the mock's hosted checkout).
    expect((await fetch(location)).status).toBe(200);
  });

  it('German at /checkout, and the fallback URL carries the language too', async () => {
    const shopper = await shopperWithCart('');
    const german = new URL((await shopper.post('/checkout', {})).headers.get('location')!);
    expect(german.searchParams.get('locale')).toBe('de');
    setFault({ upstream: 'storefront', mode: 'status', status: 503 });
    const fallback = new URL((await shopper.post('/fr/checkout', {})).headers.get('location')!);
    expect(fallback.pathname).toBe('/checkout');
    expect(fallback.searchParams.get('locale')).toBe('fr');
  });

  it('an empty cart goes back to /fr/cart, said in French; a GET too', async () => {
    const shopper = client('/fr');
    const response = await shopper.post('/fr/checkout', {});
    expect(response.headers.get('location')).toBe('/fr/cart');
    expect(alerts(await text(await shopper.send('/fr/cart')))).toEqual(['Votre panier est vide']);
    expect((await shopper.send('/fr/checkout')).headers.get('location')).toBe('/fr/cart');
  });
});

describe('Klarna in the page’s language', () => {
  it.each([
    ['/fr', 'FR', 'fr-FR'],
    ['', 'DE', 'de-DE'],
    ['/en', 'DE', 'en-DE'],
    // Klarna speaks German and English in Germany, not French: English there.
    ['/fr', 'DE', 'en-DE'],
  ] as const)('a page at "%s" for a shopper in %s opens a Klarna session in %s', async (prefix, country, locale) => {
    const shopper = await shopperWithCart(prefix, country);
    expect((await shopper.send(`${prefix}/checkout/klarna`)).status).toBe(200);
    expect([...state.klarnaSessions.values()][0]!.body.locale).toBe(locale);
  });

  it.each(['', '/fr', '/en'] as const)(
    'every form of the Klarna page at "%s" has its submit button (pa11y)',
    async (prefix) => {
      const shopper = await shopperWithCart(prefix, 'DE');
      const page = parseDocument(await text(await shopper.send(`${prefix}/checkout/klarna`)));
      const submits = (element: { name: string; attribs: Record<string, string> }) =>
        (element.name === 'button' && (element.attribs.type ?? 'submit') === 'submit') ||
        (element.name === 'input' && ['submit', 'image'].includes(element.attribs.type ?? ''));
      const forms = DomUtils.getElementsByTagName('form', page);
      expect(forms.length).toBeGreaterThan(0);
      const without = forms.filter((form) => !DomUtils.findOne(submits, form.children));
      expect(without.map((form) => form.attribs.action ?? `(this page) ${DomUtils.textContent(form)}`)).toEqual([]);
    },
  );

  it('a new language is a new session (its locale changes)', async () => {
    const shopper = await shopperWithCart('', 'FR');
    await shopper.send('/checkout/klarna');
    await shopper.send('/fr/checkout/klarna');
    expect([...state.klarnaSessions.values()].map((s) => s.body.locale)).toEqual(['en-FR', 'fr-FR']);
  });

  it('the Klarna page, the order and the thank-you page speak French', async () => {
    const shopper = await shopperWithCart('/fr', 'FR');
    await shopper.cart({ intent: 'discount', discountCode: 'OCEAN10' });
    const page = await text(await shopper.send('/fr/checkout/klarna'));
    expect(page).toContain('<title>Payer avec Klarna | Sharkblades</title>');
    expect(page).toContain('Klarna nécessite JavaScript.');
    expect(page).toMatch(
      /<form action="\/fr\/checkout" method="post"><button type="submit" class="[^"]*">Paiement standard<\/button>/,
    );
    const session = [...state.klarnaSessions.values()][0]!;
    expect(session.body.order_lines.at(-1)).toMatchObject({ type: 'discount', name: 'Réductions et cartes cadeaux' });
    const placed = await shopper.post('/fr/checkout/klarna', {
      intent: 'place',
      authorizationToken: `auth-${session.clientToken}`,
    });
    expect(placed.headers.get('location')).toBe('/fr/checkout/success?order=%231001');
    const thanks = await text(await shopper.send(placed.headers.get('location')!));
    expect(thanks).toContain('<h1>Merci pour votre commande</h1>');
    expect(thanks).toContain('Votre numéro de commande est le #1001.');
    expect(thanks).toMatch(/<a href="\/fr\/shop"[^>]*>Continuer mes achats<\/a>/);
  });

  it('refuses a forged token in French', async () => {
    const shopper = await shopperWithCart('/fr', 'FR');
    await shopper.send('/fr/checkout/klarna');
    const response = await shopper.post('/fr/checkout/klarna', { intent: 'place', authorizationToken: 'auth-forged' });
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('Klarna n’a pas pu confirmer ce paiement.');
  });

  it('sends a US shopper back to the German cart, saying why in German', async () => {
    const shopper = await shopperWithCart('', 'US');
    const response = await shopper.send('/checkout/klarna');
    expect(response.headers.get('location')).toBe('/cart');
    expect(alerts(await text(await shopper.send('/cart')))).toEqual(['Klarna ist in deinem Land nicht verfügbar.']);
  });
});
