// Every screen of spec §2 through the built worker, with its content from the mock: in English
// (/en/…), the mock's own language; each page in German and French: content-languages.test.ts.
import { describe, expect, it } from 'vitest';
import { request } from '../support/worker';

const PAGES: [path: string, content: string][] = [
  ['/', 'Our products'],
  ['/shop', 'Black Ghost'],
  ['/shop/greenly', 'Greenly Starter Ice Kit'],
  ['/collections/skate-blades', 'Skate blades'],
  ['/stories', 'Success stories'],
  ['/stories/blog', 'How to change your Sharkblades in ten seconds'],
  ['/stories/blog/why-ocean-plastic', 'Why we make ice from ocean plastic'],
  ['/stories/success-stories', 'Campus Langnau'],
  ['/stories/success-stories/rapperswil-jona-lido', 'Summer ice at the Lido in Rapperswil-Jona'],
  ['/stories/testimonials', 'The first goalie blade that feels the same every time'],
  ['/about', 'About us'],
  ['/about/team', 'Our team'],
  ['/about/contact', 'Contact'],
  ['/legal/terms', 'Terms of Service'],
  ['/legal/ethics', 'Ethics &amp; code of conduct'],
  ['/legal/privacy-policy', 'Privacy Policy'],
  ['/legal/refund-policy', 'Refund Policy'],
  ['/legal/shipping-policy', 'Shipping policy'],
  ['/faq', 'Frequently asked questions'],
  ['/sustainability', 'Sustainability'],
  ['/summer-oceanice-cup', 'Summer OceanIce Cup 2027'],
  ['/devcenter', 'Devcenter'],
  ['/zeitplan', 'Zeitplan Summer OceanIce Cup 2027'],
];

describe('every §2 page', () => {
  it.each(PAGES)('%s answers 200 with its content', async (path, content) => {
    const response = await request(path === '/' ? '/en' : `/en${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(content);
  });
});

describe('contact offices', () => {
  it.each([
    ['?office=inc', 'inc'],
    ['?office=mena-asia', 'mena-asia'],
    ['?office=europe', 'europe'],
    ['', 'europe'],
    ['?office=mars', 'europe'],
  ])('%j selects %s', async (query, office) => {
    const html = (await (await request(`/about/contact${query}`)).text()).replace(/<!-- -->/g, '');
    // Its map beside the three office cards, its card's map link marked.
    expect(html).toContain(`data-selected-office="${office}"`);
    expect(html.match(/data-office-card="/g)).toHaveLength(3);
    const marked = [...html.matchAll(/<a ([^>]*aria-current="true"[^>]*)>([^<]*)</g)].filter(([, , text]) =>
      text!.endsWith('auf der Karte'),
    );
    expect(marked.map(([, attributes]) => /href="([^"]+)"/.exec(attributes!)?.[1])).toEqual([
      `/about/contact?office=${office}`,
    ]);
  });
});

describe('legacy paths', () => {
  it.each([
    ['/products', '/shop'],
    ['/collections', '/shop'],
    ['/shop-1', '/shop'],
    ['/products/black-ghost', '/shop/black-ghost'],
    ['/blogs', '/stories/blog'],
    ['/blog', '/stories/blog'],
    ['/blogs/news', '/stories/blog'],
    ['/blogs/sharkblades-hockey-stories', '/stories/blog'],
    ['/blogs/oceanice-hockey-stories/', '/stories/blog'],
    ['/policy.html', '/legal/privacy-policy'],
    ['/pages/contact', '/about/contact'],
    ['/pages/faq', '/faq'],
    ['/rapperswil-jona-lido', '/stories/success-stories/rapperswil-jona-lido'],
    ['/blog-rapperswil-lido', '/stories/success-stories/rapperswil-jona-lido'],
    ['/campus-langnau', '/stories/success-stories/campus-langnau'],
    ['/blog-campus-langnau', '/stories/success-stories/campus-langnau'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('keeps the query string', async () => {
    const response = await request('/products/greenly?utm_source=mail');
    expect(response.headers.get('location')).toBe('/shop/greenly?utm_source=mail');
  });

  // Issue 47, item 8: Shopify's all-products collection, which every Shopify email and app links.
  it.each([
    ['/collections/all', '/shop'],
    ['/collections/all/', '/shop'],
    ['/fr/collections/all', '/fr/shop'],
    ['/en/collections/all?utm_source=shopify', '/en/shop?utm_source=shopify'],
    ['/collections/all-products', '/shop'],
    // /shop's sort and filters are Shopify's names; a theme's page number and a sort /shop lacks are not.
    [
      '/collections/all?sort_by=price-ascending&filter.v.availability=1&page=3',
      '/shop?sort_by=price-ascending&filter.v.availability=1',
    ],
    ['/fr/collections/all?sort_by=title-ascending&utm_campaign=x', '/fr/shop?utm_campaign=x'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    expect((await request(to)).status).toBe(200);
  });

  it('takes external targets only from its own table', async () => {
    const response = await request('/instagram?to=https://evil.example');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://www.instagram.com/sharkblades.ch/');
  });
});

describe('review requests', () => {
  it.each([
    'fera_id=12',
    'action=write_review&product=greenly',
    'open=show_review_modal',
    'review_token=abc',
    'token=xyz',
  ])('?%s → 302 /review with the query kept', async (query) => {
    const response = await request(`/shop/greenly?${query}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/review?${query}`);
  });

  it('does not redirect a URL already on /review, which shows the review page', async () => {
    const response = await request('/review?action=write_review&product=greenly');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Bewertung schreiben');
  });

  it('does not redirect an ordinary query', async () => {
    const response = await request('/shop/greenly?utm_source=newsletter&action=add_to_cart');
    expect(response.status).toBe(200);
  });

  it('sends a visitor without a review request home from /review', async () => {
    const response = await request('/review?utm_source=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('404 messages', () => {
  it('an invalid article slug is "Page Not Found: {path}" (in English; tests/integration/errors.test.ts: each language)', async () => {
    const response = await request('/en/stories/blog/Not%20a%20slug');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /en/stories/blog/Not%20a%20slug');
  });

  it('an unknown article is "Page not found: {path}"', async () => {
    const response = await request('/stories/blog/no-such-story');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /stories/blog/no-such-story');
  });

  it('bots get the status with a minimal body, not the app shell', async () => {
    const response = await request('/no/such/page', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toBe('Page Not Found');
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('people get the full 404 page', async () => {
    const response = await request('/en/no/such/page', {
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' },
    });
    expect(await response.text()).toContain('<h1>Page Not Found</h1>');
  });
});

describe('stories overview', () => {
  it('shows the three blogs, newest articles first, from one Storefront query', async () => {
    const { state } = await import('../mocks/state');
    const response = await request('/en/stories');
    const html = await response.text();
    const order = ['Journal', 'Success stories', 'Testimonials'].map((title) => html.indexOf(`>${title}</a></h2>`));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const blogQueries = state.requests.filter(
      (r) => r.upstream === 'storefront' && /query (Blog|Blogs)\b/.test(String((r.body as { query?: string }).query)),
    );
    expect(blogQueries).toHaveLength(1);
  });
});

describe('one URL per page (issue 47, item 14)', () => {
  it.each([
    ['/FR/shop', '/fr/shop'],
    ['/fr/SHOP', '/fr/shop'],
    ['/fr/%73hop', '/fr/shop'],
    ['/%66r/shop', '/fr/shop'],
    ['/fr/shop/?sort_by=price-ascending', '/fr/shop?sort_by=price-ascending'],
    ['/EN', '/en'],
    ['/SHOP/greenly?utm_source=mail', '/shop/greenly?utm_source=mail'],
    ['/en/stories/blog/why-ocean-%70lastic', '/en/stories/blog/why-ocean-plastic'],
  ])('%s → 301 %s, which answers as itself', async (from, to) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
    const page = await request(to);
    expect(page.status).toBe(200);
    const path = to.split('?')[0];
    expect(await page.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"/>`));
  });

  it('leaves alone what is not a page: a cart permalink, a data request, an API', async () => {
    expect((await request('/cart/40000000000001:1')).status).not.toBe(301);
    expect((await request('/FR/shop.data')).status).not.toBe(301);
    expect((await request('/api/geoip')).status).toBe(200);
  });
});
