// The error pages and the worker's refusals in the language of the request's path (issue 31): the
// 404 page and its messages, the 405, 403, 413 and 500 documents, a data request's message, with
// `<html lang>` and links in that language; English (the spec's words) on /en, the US site and the
// JSON API.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../support/msw';
import { clearFaults, setFault } from '../mocks/faults';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const MAIN = mockEnv.PUBLIC_MAIN_SITE_ORIGIN!;
const US = mockEnv.PUBLIC_US_SITE_ORIGIN!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers,
});

describe('the 404 page in each language', () => {
  it.each([
    ['/no/such/page', 'de-CH', 'Seite nicht gefunden', 'Seite nicht gefunden: /no/such/page', '/shop', 'Zum Shop'],
    [
      '/fr/no/such/page',
      'fr-CH',
      'Page introuvable',
      'Page introuvable\u00a0: /fr/no/such/page',
      '/fr/shop',
      'Voir la boutique',
    ],
    ['/en/no/such/page', 'en-CH', 'Page Not Found', 'Page not found: /en/no/such/page', '/en/shop', 'Browse the shop'],
  ])('%s is a %s page: title, message and links in its language', async (path, lang, heading, message, shop, label) => {
    const response = await request(`${MAIN}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    expect(title(html)).toBe(heading);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(message);
    expect(html).toContain(`<a href="${shop}">${label}</a>`);
  });

  it('a route whose address fails validation says so in the page language', async () => {
    const french = await request(`${MAIN}/fr/shop/Not_A_Slug!`);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain('Page introuvable\u00a0: /fr/shop/Not_A_Slug!');
    const german = await request(`${MAIN}/stories/blog/Not_A_Slug`);
    expect(await german.text()).toContain('Seite nicht gefunden: /stories/blog/Not_A_Slug');
  });

  it('a French data request (client navigation) carries the French message', async () => {
    const response = await request(`${MAIN}/fr/shop/Not_A_Slug.data`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page introuvable\u00a0: /fr/shop/Not_A_Slug');
  });

  it('the US site is English at its paths', async () => {
    const html = await (await request(`${US}/no/such/page`)).text();
    expect(htmlLang(html)).toBe('en-US');
    expect(html).toContain('Page not found: /no/such/page');
    expect(html).toContain('<a href="/shop">Browse the shop</a>');
  });
});

describe('the 404 page’s ways on (issue 49)', () => {
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const searchForm = (html: string) => /<form [^>]*role="search"[^>]*>/.exec(main(html))?.[0] ?? '';

  it.each([
    ['/gibt-es-nicht', '/search', 'Im Shop suchen'],
    ['/fr/no/such/page', '/fr/search', 'Rechercher dans la boutique'],
    ['/en/shop/no-such-blade', '/en/search', 'Search the shop'],
  ])('%s: a search of the catalogue, the products and the collections of the Shop menu', async (path, action, name) => {
    const response = await request(`${MAIN}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const form = searchForm(html);
    expect(form).toContain(`action="${action}"`);
    expect(form).toContain('method="get"');
    expect(form).toContain(`aria-label="${name}"`);
    expect(main(html)).toMatch(/<input [^>]*name="q"/);
    expect(main(html)).toMatch(/href="(\/fr|\/en)?\/shop\/sharkblades"/);
    expect(main(html)).toMatch(/href="(\/fr|\/en)?\/collections\/[\w-]+"/);
  });

  it.each([{ mode: 'status' as const, status: 503 }, { mode: 'reset' as const }])(
    'without the Storefront ($mode): still a 404 with the search and the links, without products',
    async (fault) => {
      setFault({ upstream: 'storefront', ...fault });
      try {
        const response = await request(`${MAIN}/gibt-es-nicht`);
        expect(response.status).toBe(404);
        const html = await response.text();
        expect(searchForm(html)).toContain('action="/search"');
        expect(html).toContain('<a href="/shop">Zum Shop</a>');
        expect(main(html)).not.toContain('href="/shop/sharkblades"');
      } finally {
        clearFaults();
      }
    },
  );
});

describe("the worker's refusals in the language of the path", () => {
  it('a cross-site form: 403 in German, French and English', async () => {
    const evil = { Origin: 'https://evil.example' };
    for (const [path, lang, heading, message] of [
      ['/country', 'de-CH', 'Zugriff verweigert', 'Es wurde nichts geändert.'],
      ['/fr/country', 'fr-CH', 'Accès refusé', 'Rien n’a été modifié.'],
      ['/en/country', 'en-CH', 'Forbidden', 'Nothing was changed.'],
    ]) {
      const response = await request(`${MAIN}${path!}`, post({ country: 'DE' }, evil));
      expect(response.status, path).toBe(403);
      const html = await response.text();
      expect(htmlLang(html)).toBe(lang);
      expect(title(html)).toBe(heading);
      expect(html).toContain(message);
    }
    const us = await request(`${US}/country`, post({ country: 'DE' }, evil));
    expect(htmlLang(await us.text())).toBe('en-US');
  });

  it('the JSON API keeps the English words', async () => {
    const response = await request(
      `${MAIN}/api/consent`,
      post({ choice: 'accept' }, { Origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: 'This form was sent from another site. Nothing was changed.',
    });
  });

  it('a post to a French page without an action: 405 in French, with Allow', async () => {
    const response = await request(`${MAIN}/fr/shop`, post({ a: 'b' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const html = await response.text();
    expect(title(html)).toBe('Méthode non autorisée');
    expect(htmlLang(html)).toBe('fr-CH');
  });

  it('a body too large: 413 in German', async () => {
    const body = 'a'.repeat(70 * 1024);
    const response = await request(`${MAIN}/country`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(body.length) },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('Die Anfrage ist zu gross.');
  });

  it('an unexpected failure: the 500 page in French, with its reference', async () => {
    server.use(http.post('*/api/:version/graphql.json', () => HttpResponse.json({ data: { shop: null } })));
    const response = await request(`${MAIN}/fr`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(title(html)).toBe('Erreur interne du serveur');
    expect(html).toMatch(/Référence\u00a0: [\w-]+/);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});
