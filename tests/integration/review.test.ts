// Reviews through the built worker: the rating summary and the widget's mount on product pages
// (server-rendered, so visible without JavaScript), /review's mount or e-mail fallback, and no
// trace of the widget without a configuration (on the English pages, /en/…; the other languages in
// product-languages.test.ts). /json/version for the reload logic.
import { describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const withoutKey = { ...mockEnv, PUBLIC_REVIEW_KEY: '', PUBLIC_REVIEW_STORE_DOMAIN: '' };
const reviewCalls = () => state.requests.filter((r) => r.upstream === 'review');
/** A visitor who allowed review cookies (the consent gate, docs/decisions/consent-and-analytics.md). */
const consented = { headers: { Cookie: 'consented-cookies=necessary~reviews' } };

describe('reviews on the product page', () => {
  it('shows the rating summary and the widget mount, and allows the widget hosts in its CSP', async () => {
    const response = await request('/en/shop/sharkblades', consented);
    const html = await response.text();
    expect(html).toMatch(/Rated <strong>4\.7<\/strong> out of 5(<!-- -->)? <span[^>]*>\(3 reviews\)/);
    expect(html).toContain('data-fera-container="product_reviews" data-product-id="sharkblades"');
    expect(html).toContain(`data-key="${mockEnv.PUBLIC_REVIEW_KEY}"`);
    expect(html).toContain('href="/en/review?action=write_review&amp;product=sharkblades"');
    expect(reviewCalls().map((r) => r.path)).toEqual(['/review/api/v3/public/products/sharkblades/rating']);
    expect(reviewCalls()[0]!.headers['public-key']).toBe(mockEnv.PUBLIC_REVIEW_KEY);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/connect-src[^;]*http:\/\/127\.0\.0\.1:\d+/);
  });

  it('shows no summary for a product without reviews, and the page survives a failing review API', async () => {
    const html = await (await request('/en/shop/greenly', consented)).text();
    // The product's own summary (its "Complete the kit" cards carry theirs: docs/decisions/reviews.md).
    expect(html).not.toMatch(/Rated <strong>/);
    expect(html).toContain('data-review-widget');
    setFault({ upstream: 'review', mode: 'status', status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = await request('/en/shop/sharkblades', consented);
    expect(failing.status).toBe(200);
    const page = await failing.text();
    expect(page).not.toMatch(/Rated <strong>/);
    expect(page).toContain('data-review-widget');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[review] rating summary'));
    warn.mockRestore();
  });

  it('without consent to review cookies: the summary and a form that gives it, but no mount (so no script)', async () => {
    const html = await (await request('/en/shop/sharkblades')).text();
    expect(html).toContain('out of 5');
    expect(html).not.toContain('data-review-widget');
    expect(html).toMatch(
      /<form [^>]*data-consent[^>]*action="\/en\/consent" method="post">.*name="cookie" value="reviews"/,
    );
    expect(html).toContain('name="redirectTo" value="/en/shop/sharkblades"');
    const review = await (await request('/en/review?action=write_review&product=sharkblades')).text();
    expect(review).not.toContain('data-review-widget');
    expect(review).toContain('mailto:hello@sharkblades.ch?subject=Review');
  });

  it('without a key: no section, no mount, no call to the review API', async () => {
    const html = await (await request('/en/shop/sharkblades', { env: withoutKey })).text();
    expect(html).not.toContain('id="reviews"');
    expect(html).not.toContain('data-review-widget');
    expect(reviewCalls()).toEqual([]);
  });
});

describe('/review', () => {
  it('holds the widget mount for the product named in the link, with the e-mail fallback inside', async () => {
    const html = await (await request('/en/review?action=write_review&product=sharkblades', consented)).text();
    expect(html).toMatch(
      /<div class="[^"]+" data-review-widget(?:="")? data-fera-container="product_reviews" data-product-id="sharkblades"/,
    );
    expect(html).toContain('mailto:hello@sharkblades.ch?subject=Review');
  });

  it('without a key offers only the e-mail fallback, and promises no form that never comes', async () => {
    const html = await (await request('/en/review?fera_token=abc', { env: withoutKey })).text();
    expect(html).not.toContain('data-review-widget');
    expect(html).toContain('mailto:hello@sharkblades.ch?subject=Review');
    // Spec audit (issue 30): "The review form loads here" with nothing to load.
    expect(html).not.toMatch(/loads here/i);
  });

  it('names no canonical URL: /review exists only with a review request, its bare path redirects', async () => {
    for (const env of [mockEnv, withoutKey]) {
      const html = await (await request('/en/review?action=write_review&product=sharkblades', { env })).text();
      const links = [...html.matchAll(/<link[^>]*rel="(?:canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
      expect(links).toEqual([]);
    }
  });

  it('is still gated: anything but a review request goes home', async () => {
    const response = await request('/review');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('CSP: the widget hosts only on the pages that load it', () => {
  const elsewhere: Record<string, string> = {
    ...mockEnv,
    PUBLIC_REVIEW_SCRIPT_URL: 'https://widgets.reviews.test/js/fera.js',
  };
  const csp = async (path: string, env = elsewhere) =>
    (await request(path, { env })).headers.get('content-security-policy') ?? '';

  it.each(['/shop/sharkblades', '/review?action=write_review'])('allowed on %s', async (path) => {
    expect(await csp(path)).toMatch(/script-src[^;]*https:\/\/widgets\.reviews\.test/);
  });

  it.each(['/', '/shop', '/about'])('not on %s', async (path) => {
    expect(await csp(path)).not.toContain('widgets.reviews.test');
  });

  it('nowhere without a key', async () => {
    expect(
      await csp('/shop/sharkblades', { ...elsewhere, PUBLIC_REVIEW_KEY: '', PUBLIC_REVIEW_STORE_DOMAIN: '' }),
    ).not.toContain('widgets.reviews.test');
  });
});

describe('/json/version', () => {
  it('names the running build and is never cached', async () => {
    const response = await request('/json/version');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { buildId: string; builtAt: string };
    expect(body.buildId).toMatch(/^[\w-]{6,}$/);
    expect(Number.isNaN(Date.parse(body.builtAt))).toBe(false);
  });
});
