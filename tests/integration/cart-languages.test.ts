// The cart in German and French without JavaScript (issue 31): every cart form posts to the cart
// of its page's language (/fr/cart), answers 303 back to the page it came from in that language,
// and the message there is in that language; refusals too. Cart links and discount links speak
// the language of their path and land in it.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { client } from '../support/shopper';
import { cartAlerts as alerts, cartStatus } from '../support/cart-page';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** The header badge's one-time status (a change made without JavaScript). */
const badgeStatus = (html: string) => /<div [^>]*data-cart[^>]*>.*?<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

function onlyCart() {
  expect(state.carts.size).toBe(1);
  return [...state.carts.values()][0]!;
}
const lineOf = () => {
  const cart = onlyCart();
  return `gid://shopify/CartLine/${cart.lines[0]!.id}?cart=${cart.token}`;
};

describe('the product page’s form without JavaScript, in French', () => {
  it('posts to /fr/cart and answers 303 back to the French product page, which says so in French', async () => {
    const page = await text(await client().send('/fr/shop/sharkblades'));
    // The buy box's form as the server renders it (before hydration).
    const form = /<form[^>]* action="([^"]+)" method="post">(?:(?!<\/form>).)*name="intent" value="add"/.exec(page);
    expect(form?.[1]).toBe('/fr/cart');
    expect(page).toContain('name="redirectTo" value="/fr/shop/sharkblades"');
    expect(page).toContain('>Ajouter au panier</button>');

    const shopper = client('/fr');
    const added = await shopper.post('/fr/cart', {
      intent: 'add',
      merchandiseId: AVAILABLE,
      quantity: '2',
      redirectTo: '/fr/shop/sharkblades?Size=246+mm',
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/fr/shop/sharkblades?Size=246+mm');
    const back = await text(await shopper.send(added.headers.get('location')!));
    expect(htmlLang(back)).toBe('fr-CH');
    expect(badgeStatus(back)).toBe('Ajouté au panier');
    expect(back).toMatch(/>Panier<\/span><span[^>]*>2<\/span><span[^>]*>2 articles<\/span>/);
    expect(onlyCart().lines).toMatchObject([{ variantId: '40000000000001', quantity: 2 }]);
  });

  it('in German at the spec’s paths: /cart, the same round trip, in German', async () => {
    const shopper = client();
    const added = await shopper.post('/cart', {
      intent: 'add',
      merchandiseId: AVAILABLE,
      redirectTo: '/shop/sharkblades',
    });
    expect(added.headers.get('location')).toBe('/shop/sharkblades');
    const back = await text(await shopper.send('/shop/sharkblades'));
    expect(htmlLang(back)).toBe('de-CH');
    expect(badgeStatus(back)).toBe('In den Warenkorb gelegt');
    expect(back).toMatch(/>Warenkorb<\/span><span[^>]*>1<\/span><span[^>]*>1 Artikel<\/span>/);
  });
});

describe('Shopify’s stock warning in the page’s language (issue 47)', () => {
  // The mock holds 36 of the variant and warns in English, as Shopify does ("Only 36 items were added…").
  it('an add past the stock, in German', async () => {
    const shopper = client();
    await shopper.post('/cart', { intent: 'add', merchandiseId: AVAILABLE, quantity: '40', redirectTo: '/cart' });
    expect(onlyCart().lines[0]!.quantity).toBe(36);
    const page = alerts(await text(await shopper.send('/cart'))).join(' ');
    expect(page).toContain('Es sind nur noch 36 Stück verfügbar, die Menge wurde deshalb auf 36 gesetzt.');
    expect(page).not.toMatch(/items were added/);
  });

  it('a cart link past the stock, in French', async () => {
    const shopper = client();
    await shopper.send('/fr/cart/40000000000001:40');
    const page = alerts(await text(await shopper.send('/fr/cart'))).join(' ');
    expect(page).toContain('Il ne reste que 36 pièces\u202f; la quantité a donc été fixée à 36.');
    expect(page).not.toMatch(/items were added/);
  });
});

describe('/fr/cart without JavaScript', () => {
  it('update and remove answer 303 back to /fr/cart with the message in French', async () => {
    const shopper = client('/fr');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect(cartStatus(await text(await shopper.send('/fr/cart')))).toBe('Ajouté au panier');

    const updated = await shopper.cart({ intent: 'update', lineId: lineOf(), quantity: '3' });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe('/fr/cart');
    expect(cartStatus(await text(await shopper.send('/fr/cart')))).toBe('Quantité mise à jour');
    expect(onlyCart().lines[0]!.quantity).toBe(3);

    const removed = await shopper.cart({ intent: 'remove', lineId: lineOf() });
    expect(removed.headers.get('location')).toBe('/fr/cart');
    const empty = await text(await shopper.send('/fr/cart'));
    expect(cartStatus(empty)).toBe('Retiré du panier');
    expect(empty).toContain('<p>Votre panier est vide</p>');
    expect(empty).toContain('href="/fr/shop"');
  });

  it('refuses bad input in French, and a refused redirectTo falls back to /fr/cart', async () => {
    const shopper = client('/fr');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const negative = await shopper.cart({ intent: 'update', lineId: lineOf(), quantity: '-1' });
    expect(negative.status).toBe(400);
    expect(await text(negative)).toContain('La quantité ne peut pas être négative.');
    const invalid = await shopper.fetcherCart({ intent: 'explode' });
    expect(invalid.status).toBe(400);
    expect(await text(invalid)).toContain('Les données de l’article ne sont pas valides.');
    const away = await shopper.post('/fr/cart', { intent: 'add', merchandiseId: AVAILABLE, redirectTo: '//evil' });
    expect(away.headers.get('location')).toBe('/fr/cart');
    // German at /cart.
    const german = await client().cart({ intent: 'update', lineId: lineOf(), quantity: '-1' });
    expect(await text(german)).toContain('Die Menge darf nicht negativ sein.');
  });

  it('renders the cart in French: its words, its forms and links in French, the country’s French name', async () => {
    const shopper = client('/fr');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const page = await text(await shopper.send('/fr/cart'));
    expect(htmlLang(page)).toBe('fr-CH');
    expect(page).toContain('<title>Panier | Sharkblades</title>');
    expect(page).toContain('<h1 id="cart-title">Panier</h1>');
    const actions = [...page.matchAll(/<form[^>]* action="([^"]+)" method="post"/g)].map((m) => m[1]!);
    expect(new Set(actions.filter((a) => a.includes('cart')))).toEqual(new Set(['/fr/cart']));
    expect(actions).toContain('/fr/checkout');
    expect(page).not.toContain('name="redirectTo" value="/cart"');
    expect(page).toContain('href="/fr/shop/sharkblades"');
    expect(page).toContain('aria-label="Retirer Sharkblades"');
    expect(page).toContain('>Passer à la caisse</button>');
    expect(page).toContain('Pays\u00a0: Suisse');
    expect(page).toContain('<ul aria-label="Moyens de paiement" data-payment-marks="">');
  });

  it('names the address field a refusal is about, in French', async () => {
    const shopper = client('/fr');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const response = await shopper.cart({
      intent: 'delivery-address',
      countryCode: 'CH',
      address1: 'Seeweg 1',
      zip: '8640',
    });
    expect(response.status).toBe(400);
    expect(await text(response)).toContain('Localité\u00a0: ce champ est obligatoire.');
  });
});

describe('cart and discount links in French', () => {
  it('a cart link fills an empty cart and goes to /fr/cart, saying so in French', async () => {
    const shopper = client();
    const response = await shopper.send('/fr/cart/40000000000001:2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/cart');
    expect(cartStatus(await text(await shopper.send('/fr/cart')))).toBe('Ajouté au panier');
  });

  it('over a cart with items it asks in French; keep answers 303 to /fr/cart, said once in French', async () => {
    const shopper = client('/fr');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    const question = await text(await shopper.send('/fr/cart/40000000000017:1'));
    expect(question).toContain('Votre panier contient déjà des articles');
    expect(question).toMatch(/<form[^>]* action="\/fr\/cart\/40000000000017:1" method="post"/);
    expect(question).toContain('>Garder mon panier tel quel</button>');
    const kept = await shopper.post(
      '/fr/cart/40000000000017:1',
      { choice: 'keep' },
      { Origin: 'http://localhost:8787', Host: 'localhost:8787' },
    );
    expect(kept.headers.get('location')).toBe('/fr/cart');
    const page = await text(await shopper.send('/fr/cart'));
    expect(cartStatus(page)).toBe('Votre panier est resté tel quel. Rien n’a été ajouté depuis le lien.');
  });

  it('refuses a malformed cart link in French, with links on in French', async () => {
    const response = await client().send('/fr/cart/abc');
    expect(response.status).toBe(400);
    const html = await text(response);
    expect(html).toContain('Ce lien de panier n’est pas valide\u00a0: il doit indiquer');
    expect(html).toContain('<a href="/fr/shop">Continuer mes achats</a>');
  });

  it('a discount link lands in its own language and says the verdict there', async () => {
    const shopper = client();
    const french = await shopper.send('/fr/discount/OCEAN10?redirect=/shop');
    expect(french.status).toBe(303);
    expect(french.headers.get('location')).toBe('/fr/shop');
    expect(badgeStatus(await text(await shopper.send('/fr/shop')))).toBe('Code de réduction OCEAN10 appliqué');
    // A target that names its language keeps it; the home of the link's language by default.
    expect((await shopper.send('/discount/TEAM5?redirect=/en/cart')).headers.get('location')).toBe('/en/cart');
    expect((await shopper.send('/fr/discount/TEAM5')).headers.get('location')).toBe('/fr');
    const bad = await client().send('/fr/discount/%20');
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain('Ce lien de réduction n’est pas valide.');
  });
});
