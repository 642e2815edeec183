// The consent bar and /consent in German, French and English (issue 31): the bar's words, its form
// posting to the page's language's /consent and back to the page, the settings page, and the bar
// script's endpoint answering in the language of the page that sent it.
import { describe, expect, it } from 'vitest';
import { client } from '../support/shopper';

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const bar = (html: string) => /<section id="cookie-consent"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('the consent bar in the page language', () => {
  it.each([
    ['/shop/sharkblades', '/consent', 'de', 'Cookies bei Sharkblades', 'Alle akzeptieren', 'Notwendig'],
    ['/fr/shop/sharkblades', '/fr/consent', 'fr', 'Les cookies chez Sharkblades', 'Tout accepter', 'Nécessaires'],
    ['/en/shop/sharkblades', '/en/consent', 'en', 'Cookies on Sharkblades', 'Accept all', 'Necessary'],
  ])('%s: its words, its form to %s and the language for the script', async (path, action, language, ...words) => {
    const html = await (await client().send(path)).text();
    const section = bar(html);
    for (const word of words) expect(section).toContain(word);
    expect(section).toMatch(new RegExp(`<form [^>]*action="${action}" method="post"`));
    expect(section).toContain(`name="language" value="${language}"`);
    expect(section).toContain(`name="redirectTo" value="${path}"`);
    // The footer's "Cookie settings" opens the same language's settings page without JavaScript.
    expect(html).toMatch(new RegExp(`<form data-consent[^>]*action="${action}"[^>]*><button>`));
  });

  it('without JavaScript a French choice goes back to the French page', async () => {
    const shopper = client();
    const response = await shopper.post('/fr/consent', { choice: 'decline', redirectTo: '/fr/shop?sort=price' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/fr/shop?sort=price');
    expect(shopper.jar.get('consented-cookies')).toBe('necessary');
    // With no page named (and no Referer): the French home, not the German one.
    const home = await client().post('/fr/consent', { choice: 'accept' });
    expect(home.headers.get('Location')).toBe('/fr');
  });

  it('a bad choice on /fr/consent is a 400 that says so in French', async () => {
    const response = await client().post('/fr/consent', { choice: 'everything' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(htmlLang(html)).toBe('fr-CH');
    expect(html).toContain('<p role="alert">Choix de cookies invalide.</p>');
  });
});

describe('the settings page in each language', () => {
  it.each([
    ['/consent', 'de-CH', 'Cookie-Einstellungen', '/'],
    ['/fr/consent', 'fr-CH', 'Paramètres des cookies', '/fr'],
    ['/en/consent', 'en-CH', 'Cookie settings', '/en'],
  ])('%s is the %s settings page, back to its home without a Referer', async (path, lang, heading, home) => {
    const response = await client().send(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(lang);
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(`<title>${heading} | Sharkblades</title>`);
    expect(html).toContain(`name="redirectTo" value="${home}"`);
    // The page is the form: no second bar.
    expect(html.match(/id="cookie-consent"/g)).toHaveLength(1);
  });
});

describe("the bar script's endpoint (/api/consent)", () => {
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    client().post('/api/consent', fields, headers);

  it('refuses a bad choice in the language of the page that sent it', async () => {
    const french = await send({ choice: 'x', language: 'fr' });
    expect(french.status).toBe(400);
    expect(await french.json()).toEqual({ errors: ['Choix de cookies invalide.'] });
    const german = await send({ choice: 'x', language: 'de' });
    expect(await german.json()).toEqual({ errors: ['Ungültige Cookie-Auswahl.'] });
    // Without the field: the page it came from (Referer), else the spec's English.
    const referred = await send({ choice: 'x' }, { Referer: 'http://localhost:8787/fr/faq' });
    expect(await referred.json()).toEqual({ errors: ['Choix de cookies invalide.'] });
    expect(await (await send({ choice: 'x' })).json()).toEqual({ errors: ['Invalid cookie choice.'] });
  });

  it('takes the language field with a good choice, and refuses a language it does not know', async () => {
    expect((await send({ choice: 'accept', language: 'fr' })).status).toBe(200);
    expect((await send({ choice: 'accept', language: 'it' })).status).toBe(400);
  });
});
