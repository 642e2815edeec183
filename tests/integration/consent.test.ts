// The consent route through the built worker: every choice sets exactly the spec's two cookies
// (docs/decisions/consent-and-analytics.md) and answers 303 back; bad input is a 400; pages carry the analytics loader
// and the optional hosts in their CSP only with consent; withdrawal deletes optional cookies.
import { describe, expect, it } from 'vitest';
import { client } from '../support/shopper';
import { mockEnv } from '../support/env';

const ALL = 'necessary~analytics~map~reviews';
// A data plane of its own host, so the CSP checks cannot be fooled by the mock's shared origin.
const PLANE = 'https://hosted.dataplane.example';
const planeEnv = { ...mockEnv, PUBLIC_RUDDERSTACK_DATA_PLANE_URL: `${PLANE}/` };

function cookiesOf(response: Response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((c) => {
      const [pair, ...attributes] = c.split(';').map((s) => s.trim());
      const index = pair!.indexOf('=');
      return [pair!.slice(0, index), { value: pair!.slice(index + 1), attributes: attributes.join('; ') }];
    }),
  );
}

const choose = (shopper: ReturnType<typeof client>, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return shopper.send('/consent', { method: 'POST', body });
};

describe('POST /consent', () => {
  it('Accept: is-consent-given=true and every id joined by ~, a year, 303 back to the page', async () => {
    const response = await choose(client(), { choice: 'accept', redirectTo: '/shop?utm_source=x' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop?utm_source=x');
    const cookies = cookiesOf(response);
    expect(Object.keys(cookies).sort()).toEqual(['consented-cookies', 'is-consent-given']);
    expect(cookies['is-consent-given']?.value).toBe('true');
    expect(cookies['consented-cookies']?.value).toBe(ALL);
    expect(cookies['consented-cookies']?.attributes).toBe('Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('Decline keeps only the necessary cookies', async () => {
    const cookies = cookiesOf(await choose(client(), { choice: 'decline', redirectTo: '/' }));
    expect(cookies['is-consent-given']?.value).toBe('false');
    expect(cookies['consented-cookies']?.value).toBe('necessary');
  });

  it('Save takes the toggled ids (necessary always on, order fixed); all of them counts as given', async () => {
    let cookies = cookiesOf(await choose(client(), { choice: 'save', cookie: ['map'], redirectTo: '/' }));
    expect(cookies['consented-cookies']?.value).toBe('necessary~map');
    expect(cookies['is-consent-given']?.value).toBe('false');
    cookies = cookiesOf(
      await choose(client(), { choice: 'save', cookie: ['reviews', 'map', 'analytics'], redirectTo: '/' }),
    );
    expect(cookies['consented-cookies']?.value).toBe(ALL);
    expect(cookies['is-consent-given']?.value).toBe('true');
  });

  it("add (the map's button) adds to what was allowed before", async () => {
    const shopper = client();
    await choose(shopper, { choice: 'save', cookie: ['analytics'], redirectTo: '/' });
    const response = await choose(shopper, { choice: 'add', cookie: 'map', redirectTo: '/about/contact' });
    expect(response.headers.get('Location')).toBe('/about/contact');
    expect(cookiesOf(response)['consented-cookies']?.value).toBe('necessary~analytics~map');
  });

  it('bad input is a 400 with the message, and sets nothing', async () => {
    for (const fields of [{ choice: 'everything' }, { choice: 'save', cookie: 'tracking-pixels' }, {}] as Record<
      string,
      string
    >[]) {
      const response = await choose(client(), fields);
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const json = await client().send('/consent', {
      method: 'POST',
      body: '{"choice":"accept"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(400);
  });

  it('never redirects off the site', async () => {
    const response = await choose(client(), { choice: 'accept', redirectTo: '//evil.example/x' });
    expect(response.headers.get('Location')).toBe('/');
  });

  it('answers the bar script with JSON (its fetcher), the analytics settings only with consent', async () => {
    const shopper = client();
    const accept = await shopper.send('/api/consent', {
      method: 'POST',
      body: new URLSearchParams({ choice: 'accept' }),
    });
    expect(accept.status).toBe(200);
    expect(await accept.json()).toMatchObject({
      consent: { given: true, enabled: ['necessary', 'analytics', 'map', 'reviews'] },
      analytics: { url: mockEnv.PUBLIC_RUDDERSTACK_DATA_PLANE_URL, key: mockEnv.PUBLIC_RUDDERSTACK_WRITE_KEY },
    });
    const decline = await shopper.send('/api/consent', {
      method: 'POST',
      body: new URLSearchParams({ choice: 'decline' }),
    });
    expect(accept.headers.getSetCookie().join()).toContain('consented-cookies=necessary~analytics~map~reviews');
    const bad = await shopper.send('/api/consent', { method: 'POST', body: new URLSearchParams({ choice: 'x' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: ['Invalid cookie choice.'] });
    expect(await decline.json()).not.toHaveProperty('analytics');
  });

  it('withdrawal deletes the optional cookies the browser holds', async () => {
    const shopper = client();
    await choose(shopper, { choice: 'accept', redirectTo: '/' });
    for (const [name, value] of [
      ['rudder_anonymous_id', 'anon-1234567890'],
      ['utm_source', 'mail'],
      ['user_country', 'CH'],
    ]) {
      shopper.jar.set(name!, value!);
    }
    const response = await choose(shopper, { choice: 'save', cookie: ['map'], redirectTo: '/' });
    const cookies = cookiesOf(response);
    for (const name of ['rudder_anonymous_id', 'utm_source', 'user_country']) {
      expect(cookies[name]).toEqual({ value: '', attributes: 'Max-Age=0; Path=/; SameSite=Lax' });
    }
    expect(cookies['shopify_country']).toBeUndefined();
    expect(cookies['consented-cookies']?.value).toBe('necessary~map');
  });
});

describe('pages and consent', () => {
  const page = async (cookie?: string) => {
    const response = await client().send('/shop/sharkblades', {
      headers: cookie ? { Cookie: cookie } : {},
      env: planeEnv,
    } as RequestInit);
    return { html: await response.text(), csp: response.headers.get('Content-Security-Policy') ?? '' };
  };
  const connect = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
  const frames = (csp: string) => /frame-src ([^;]*)/.exec(csp)?.[1] ?? '';

  it('undecided: the bar is shown, first in the body, and no analytics loader', async () => {
    const { html } = await page();
    expect(html).toMatch(/<body[^>]*><div><section id="cookie-consent"[^>]*data-consent-bar(?:="")?>/);
    expect(html).toContain('value="accept"');
    expect(html).toContain('value="decline"');
    expect(html).toContain('value="save"');
    const necessary = /<input id="consent-necessary"[^>]*>/.exec(html)?.[0] ?? '';
    expect(necessary).toMatch(/ checked\b/);
    expect(necessary).toMatch(/ disabled\b/);
    expect(html).not.toContain('data-analytics=');
  });

  it('with consent: the bar is hidden, the loader carries the settings, the CSP lets the hosts in', async () => {
    const { html, csp } = await page(`consented-cookies=necessary~analytics~map~reviews; is-consent-given=true`);
    expect(html).toMatch(/<section id="cookie-consent"[^>]*data-consent-bar(?:="")? hidden(?:="")?>/);
    expect(html).toContain(`data-analytics="${PLANE}"`);
    expect(connect(csp)).toContain(PLANE);
    expect(frames(csp)).toContain('https://www.openstreetmap.org');
  });

  it('declined: no loader, and neither the data plane nor the map host in the CSP', async () => {
    const { html, csp } = await page('consented-cookies=necessary; is-consent-given=false');
    expect(html).not.toContain('data-analytics=');
    expect(connect(csp)).not.toContain(PLANE);
    expect(frames(csp)).not.toContain('openstreetmap');
  });

  it('map only: no analytics loader, the map host allowed', async () => {
    const { html, csp } = await page('consented-cookies=necessary~map; is-consent-given=false');
    expect(html).not.toContain('data-analytics=');
    expect(frames(csp)).toContain('https://www.openstreetmap.org');
    expect(connect(csp)).not.toContain(PLANE);
  });

  it('a cart change stores the anonymous id and first-touch utm only with analytics consent', async () => {
    const withOut = client();
    withOut.jar.set('consented-cookies', 'necessary');
    await withOut.send('/shop/sharkblades?utm_source=ad');
    const gid = 'gid://shopify/ProductVariant/';
    const html = await (await withOut.send('/shop/sharkblades')).text();
    const variant = new RegExp(`${gid}\\d+`).exec(html)?.[0];
    expect(variant).toBeTruthy();
    await withOut.post(
      '/cart',
      { intent: 'add', merchandiseId: variant!, redirectTo: '/cart' },
      { Referer: 'http://localhost:8787/shop/sharkblades?utm_source=ad' },
    );
    expect(withOut.jar.has('rudder_anonymous_id')).toBe(false);
    expect(withOut.jar.has('utm_source')).toBe(false);

    const withConsent = client();
    withConsent.jar.set('consented-cookies', 'necessary~analytics~map');
    await withConsent.post(
      '/cart',
      { intent: 'add', merchandiseId: variant!, redirectTo: '/cart' },
      { Referer: 'http://localhost:8787/shop/sharkblades?utm_source=ad' },
    );
    expect(withConsent.jar.get('rudder_anonymous_id')).toMatch(/^[\w-]{8,}$/);
    expect(withConsent.jar.get('utm_source')).toBe('ad');
  });

  it('the contact page shows a map placeholder without map consent, the iframe with it', async () => {
    const without = await (await client().send('/en/about/contact')).text();
    expect(without).toContain('data-map-placeholder');
    expect(without).toContain('Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland');
    expect(without).toContain('href="https://www.openstreetmap.org/?mlat=');
    expect(without).not.toContain('<iframe');
    const shopper = client();
    shopper.jar.set('consented-cookies', 'necessary~map');
    const withMap = await (await shopper.send('/about/contact?office=inc')).text();
    expect(withMap).toMatch(/<iframe[^>]*src="https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  });

  it('GET /consent is the settings page, back to the page the visitor came from', async () => {
    const response = await client().send('/en/consent', { headers: { Referer: 'http://localhost:8787/en/faq' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Cookie settings</h1>');
    expect(html).toContain('name="redirectTo" value="/en/faq"');
    expect(html.match(/id="cookie-consent"/g)).toHaveLength(1);
  });
});
