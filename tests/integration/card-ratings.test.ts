// Ratings on product cards (issue 33 item 3, docs/decisions/reviews.md): read from the standard
// `reviews.rating` / `reviews.rating_count` metafields the listing query already fetches, shown only
// when reviews are on (the product page's switch), equal to the product page's summary, and without
// a single call to the review API.
import { describe, expect, it } from 'vitest';
import { state } from '../mocks/state';
import { mockEnv } from '../support/env';
import { request } from '../support/worker';

const withoutKey = { ...mockEnv, PUBLIC_REVIEW_KEY: '', PUBLIC_REVIEW_STORE_DOMAIN: '' };

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/[★☆]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The product grid's cards on a page, by product handle: each card's HTML. */
async function cards(path: string, env = mockEnv) {
  const response = await request(path, { env });
  expect(response.status).toBe(200);
  const html = await response.text();
  const grid = /<ul[^>]*style="--cols-s[^"]*"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1];
  expect(grid, `${path} has a product grid`).toBeTruthy();
  const found = new Map<string, string>();
  for (const [card] of grid!.matchAll(/<li[^>]*>.*?<\/li>/gs)) {
    const handle = /href="(?:\/(?:en|fr))?\/shop\/([a-z0-9-]+)"/.exec(card)?.[1];
    if (handle) found.set(handle, card);
  }
  return found;
}

/** The card's rating as screen readers hear it ("Rated 4.7 out of 5 (3 reviews)"), or null. */
const cardLabel = (card: string | undefined) => {
  const rating = /<p[^>]*><span aria-hidden="true">.*?<\/span><span[^>]*>([^<]*)<\/span><\/p>/s.exec(card ?? '');
  return rating ? rating[1]! : null;
};

/** The product page's summary beside its title, as text. */
async function pageSummary(path: string) {
  const html = await (await request(path)).text();
  const summary = /<a href="#reviews"[^>]*>(.*?)<\/a>/s.exec(html)?.[1];
  return summary ? text(summary) : null;
}

const reviewCalls = () => state.requests.filter((r) => r.upstream === 'review').length;

describe('ratings on product cards', () => {
  it.each([
    ['/en/shop', 'the shop'],
    ['/en/collections/skate-blades', 'a collection'],
    ['/en', 'home'],
  ])('%s (%s): cards of reviewed products carry the rating, without a call to the review API', async (path) => {
    const shown = await cards(path);
    expect(cardLabel(shown.get('sharkblades'))).toBe('Rated 4.7 out of 5 (3 reviews)');
    expect(shown.get('sharkblades')).toMatch(/>★★★★★<\/span> 4\.7 <span[^>]*>\(3\)<\/span>/);
    expect(reviewCalls()).toBe(0);
  });

  it('a product without reviews shows no rating', async () => {
    const shown = await cards('/en/shop');
    expect(shown.get('greenly')).toBeDefined();
    expect(cardLabel(shown.get('greenly'))).toBeNull();
    expect(shown.get('greenly')).not.toContain('★');
  });

  it('without the review key no card shows a rating (the product page shows none either)', async () => {
    for (const path of ['/en/shop', '/en/collections/skate-blades', '/en']) {
      const shown = await cards(path, withoutKey);
      expect(shown.size).toBeGreaterThan(0);
      for (const card of shown.values()) {
        expect(card).not.toContain('out of 5');
        expect(card).not.toContain('★');
      }
    }
  });

  it('each card says what its product page says, in every language', async () => {
    for (const prefix of ['/en', '/fr', '']) {
      const shown = await cards(`${prefix}/shop`);
      const rated = [...shown].filter(([, card]) => cardLabel(card));
      expect(rated.length, `${prefix}/shop has rated cards`).toBeGreaterThanOrEqual(3);
      for (const [handle, card] of rated) {
        expect(cardLabel(card)).toBe(await pageSummary(`${prefix}/shop/${handle}`));
      }
    }
    expect(cardLabel((await cards('/fr/shop')).get('sharkblades'))).toBe('Noté 4,7 sur 5 (3 avis)');
  });
});
