// The product page in German and French (issue 31): the buy box (its form posts to the cart of
// its language), the islands (gallery, description, notes), the structured data (names and URLs in
// the page's language), the reviews (numbers in the page's locale, the widget told that locale,
// links in the language), and the inventory API's refusals in the language of the calling page.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
/** A visitor who allowed review cookies (the widget's mount is rendered). */
const consented = { headers: { Cookie: 'consented-cookies=necessary~reviews' } };

describe('the product page in French and German', () => {
  it('French: the buy box, the islands and the structured data', async () => {
    const response = await request('/fr/shop/sharkblades');
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain('<html lang="fr-CH"');
    expect(html).toContain('>En stock</p>');
    expect(html).toMatch(/<label>Quantité<input type="number"/);
    expect(html).toContain('>Ajouter au panier</button>');
    expect(html).toContain('aria-label="Galerie"');
    expect(html).toMatch(/aria-label="[^"]+\u00a0: images et vidéos"/);
    expect(html).toMatch(/<h2>À propos de [^<]+<\/h2>/);
    expect(html).toContain('<caption>Caractéristiques techniques</caption>');
    expect(html).toContain('<th scope="row">Référence</th>');
    expect(html).toContain('<ul aria-label="Moyens de paiement" data-payment-marks="">');
    expect(html).toContain('<p>Les articles en stock sont généralement expédiés');
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'Product', url: 'http://localhost:8787/fr/shop/sharkblades' });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { name: 'Accueil', item: 'http://localhost:8787/fr' },
        { name: 'Boutique', item: 'http://localhost:8787/fr/shop' },
        { item: 'http://localhost:8787/fr/shop/sharkblades' },
      ],
    });
  });

  it('German at the spec’s path', async () => {
    const html = await text(await request('/shop/sharkblades'));
    expect(html).toContain('<html lang="de-CH"');
    expect(html).toContain('>An Lager</p>');
    expect(html).toContain('>In den Warenkorb</button>');
    expect(html).toContain('<caption>Technische Daten</caption>');
    expect(html).toContain('<ul aria-label="Zahlungsarten" data-payment-marks="">');
    expect(jsonLd(html)[1]).toMatchObject({ itemListElement: [{ name: 'Startseite' }, { name: 'Shop' }, {}] });
  });

  it('the video dialog’s words in the page’s language (its script reads them from the link)', async () => {
    for (const [path, label, close] of [
      ['/fr/shop/oceanice-pro', 'Vidéo', 'Fermer la vidéo'],
      ['/shop/oceanice-pro', 'Video', 'Video schliessen'],
    ]) {
      const link = /<a [^>]*data-video="video\/[^"]+"[^>]*>/.exec(await text(await request(path!)))?.[0];
      expect(link, path).toContain(`data-video-label="${label}"`);
      expect(link, path).toContain(`data-close-label="${close}"`);
    }
  });

  it('a sold-out option and an unknown product are said in French', async () => {
    const goalies = await text(await request('/fr/shop/sharkblades-for-goalies'));
    expect(goalies).toMatch(/>[^<]+ \(épuisé\)<\/a>/);
    const missing = await request('/fr/shop/no-such-blade');
    expect(missing.status).toBe(404);
    expect(await text(missing)).toContain('Produit introuvable\u00a0: no-such-blade');
  });
});

describe('reviews in the page’s language', () => {
  it('French: the summary in fr-CH figures, the widget told fr-CH, links in French', async () => {
    const html = await text(await request('/fr/shop/sharkblades', consented));
    expect(html).toMatch(/<h2 id="reviews-title"[^>]*>Avis<\/h2>/);
    expect(html).toMatch(/Noté <strong>4,7<\/strong> sur 5(<!-- -->)? <span[^>]*>\(3 avis\)/);
    expect(html).toMatch(/data-review-widget[^>]*data-locale="fr-CH"/);
    expect(html).toContain('href="/fr/review?action=write_review&amp;product=sharkblades"');
    const unconsented = await text(await request('/fr/shop/sharkblades'));
    expect(unconsented).toMatch(/<form [^>]*data-consent[^>]*action="\/fr\/consent" method="post">/);
    expect(unconsented).toContain('Autoriser les cookies d’avis et afficher les avis');
  });

  it('German: a decimal comma as Swiss German writes figures (not money), and German words', async () => {
    const html = await text(await request('/shop/sharkblades', consented));
    expect(html).toMatch(/Bewertet mit <strong>4,7<\/strong> von 5 <span[^>]*>\(3 Bewertungen\)/);
    expect(html).toMatch(/data-review-widget[^>]*data-locale="de-CH"/);
  });

  it('/fr/review speaks French, its e-mail too', async () => {
    const html = await text(await request('/fr/review?action=write_review&product=sharkblades', consented));
    expect(html).toContain('<h1>Écrire un avis</h1>');
    expect(html).toContain('à d’autres joueuses et joueurs.');
    expect(html).toContain('mailto:hello@sharkblades.ch?subject=Avis');
    expect(html).toMatch(/data-review-widget[^>]*data-locale="fr-CH"/);
  });
});

describe('the inventory API answers in the calling page’s language', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request('/api/shopify/switzerland-inventory', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('English for an API client, the Referer’s language for a page, the body’s when it names one', async () => {
    expect(await (await post({ variantIds: [] })).json()).toEqual({
      error: 'variantIds must be a list of 1 to 250 ProductVariant ids.',
    });
    const fromFrench = await post({ variantIds: [] }, { Referer: 'http://localhost:8787/fr/shop/sharkblades' });
    expect(fromFrench.status).toBe(400);
    expect(await fromFrench.json()).toEqual({
      error: 'variantIds doit être une liste de 1 à 250 identifiants ProductVariant.',
    });
    const named = await post({ variantIds: ['x'], language: 'de' });
    expect(await named.json()).toEqual({ error: 'variantIds muss eine Liste von 1 bis 250 ProductVariant-IDs sein.' });
    // Another language than the site's is ignored, not a refusal of the ids.
    const ok = await post({ variantIds: ['gid://shopify/ProductVariant/40000000000001'], language: 'it' });
    expect(ok.status).toBe(200);
  });
});
