// The product page's side requests are cached stale-while-revalidate on the Cache API
// (docs/decisions/page-cache.md, reviews.md): Admin inventory (the Switzerland notice, variant order) and the review
// API's rating summary. A second view within the fresh window reaches neither upstream; a view
// after it answers from the stale entry at once and refreshes it in the background (waitUntil),
// so the view after that shows the new answer without another upstream call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { seedReviews, type MockReview } from '../mocks/review/seed';
import { state } from '../mocks/state';
import { edgeCache, request as anyRequest, send as anySend } from '../support/worker';

// A visitor with a session: the page cache (docs/decisions/page-cache.md) would answer an anonymous view
// before any sub-request, and these tests are about the sub-requests of a render.
const PERSONAL = { headers: { Cookie: 'session=personal' } };
const request = (path: string) => anyRequest(path, PERSONAL);
const send = (path: string) => anySend(path, PERSONAL);

const SWISS_VARIANT = '40000000000003';
/** The variant that is stocked only in Switzerland in the seed (Size 254 mm, single pair). */
// The English product page: its notice and rating are worded as below.
const SWISS_PAGE = '/en/shop/sharkblades?Size=254+mm&Pack=Single+pair';
const NOTICE = 'This product ships from Switzerland.';
const SUMMARY = /Rated <strong>4\.7<\/strong> out of 5/;

const calls = (upstream: string) => state.requests.filter((r) => r.upstream === upstream).length;

const realNow = Date.now.bind(Date);
let offsetMs = 0;
/** Moves the worker's clock on (Hydrogen's cache age and the test cache's expiry both read Date.now). */
function later(seconds: number) {
  offsetMs += seconds * 1000;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
}

beforeEach(() => {
  edgeCache.clear();
  edgeCache.enabled = true;
});
afterEach(() => {
  offsetMs = 0;
  edgeCache.enabled = false;
  edgeCache.clear();
  vi.restoreAllMocks();
});

describe('Admin inventory on the product page', () => {
  it('a view 30 s later does not reach the Admin API; a stale one is served and refreshed in the background', async () => {
    expect(await (await request(SWISS_PAGE)).text()).toContain(NOTICE);
    expect(calls('admin')).toBe(1);

    // Stock arrives at the primary location: within the fresh window the page keeps the cached answer.
    state.inventory.set(SWISS_VARIANT, { primary: 5, switzerland: 2 });
    later(30);
    expect(await (await request(SWISS_PAGE)).text()).toContain(NOTICE);
    expect(calls('admin')).toBe(1);

    // Past max-age: this view still shows the old answer (it did not wait for Admin, which already
    // knows better) and asks Admin once in the background.
    later(31);
    const { response, background } = await send(SWISS_PAGE);
    expect(await response.text()).toContain(NOTICE);
    await background;
    expect(calls('admin')).toBe(2);

    // The refreshed entry: primary stock now, so no notice, and no further Admin call.
    expect(await (await request(SWISS_PAGE)).text()).not.toContain(NOTICE);
    expect(calls('admin')).toBe(2);
  });

  it('a view never waits for a slow refresh, and a failed refresh keeps the previous answer', async () => {
    expect(await (await request(SWISS_PAGE)).text()).toContain(NOTICE);
    later(61);
    // Admin now takes 2 s, beyond the page's 1.5 s budget: a blocking lookup would show no notice.
    setFault({ upstream: 'admin', mode: 'slow', ms: 2_000 });
    const slow = await send(SWISS_PAGE);
    expect(await slow.response.text()).toContain(NOTICE);
    await slow.background;
    later(61);
    setFault({ upstream: 'admin', mode: 'status', status: 503 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let view = 0; view < 2; view += 1) {
      expect(await (await request(SWISS_PAGE)).text()).toContain(NOTICE);
    }
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('SWR') }));
  }, 20_000);

  // Issue 47, item 15: the deadline's error reaches Hydrogen's withCache, which prefixes its message
  // when a background refresh fails; AbortSignal.timeout's DOMException has a read-only one, and
  // the prefixing threw "Cannot assign to read only property 'message'" in place of the log line.
  it('a refresh past the Admin deadline fails with an error Hydrogen can report', async () => {
    expect(await (await request(SWISS_PAGE)).text()).toContain(NOTICE);
    later(61);
    setFault({ upstream: 'admin', mode: 'slow', ms: 6_000 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response, background } = await send(SWISS_PAGE);
    expect(await response.text()).toContain(NOTICE);
    await background;
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'SWR in sub-request failed: No answer within 4000 ms' }),
    );
  }, 20_000);
});

describe('the review rating summary on the product page', () => {
  const ratingCalls = () => state.requests.filter((r) => r.upstream === 'review' && r.path.endsWith('/rating')).length;
  const added: MockReview = {
    id: 'frev_cache_test',
    productId: 'sharkblades',
    rating: 1,
    author: 'Test',
    heading: 'Cache test',
    body: 'A review published while the summary is cached.',
    createdAt: '2026-11-01T00:00:00Z',
  };
  afterEach(() => {
    const index = seedReviews.indexOf(added);
    if (index >= 0) seedReviews.splice(index, 1);
  });

  it('a view 2 minutes later does not reach the review API; a stale one is served and refreshed in the background', async () => {
    expect(await (await request('/en/shop/sharkblades')).text()).toMatch(SUMMARY);
    expect(ratingCalls()).toBe(1);

    // A new review is published: within the fresh window the page keeps the cached summary.
    seedReviews.push(added);
    later(120);
    expect(await (await request('/en/shop/sharkblades')).text()).toMatch(SUMMARY);
    expect(ratingCalls()).toBe(1);

    // Past max-age: the old summary at once, the API asked once in the background.
    later(181);
    const { response, background } = await send('/en/shop/sharkblades');
    expect(await response.text()).toMatch(SUMMARY);
    await background;
    expect(ratingCalls()).toBe(2);

    // The refreshed entry: (5 + 5 + 4 + 1) / 4 = 3.75 from four reviews, without another call.
    expect(await (await request('/en/shop/sharkblades')).text()).toMatch(
      /Rated <strong>3\.[78]<\/strong> out of 5(?:<!-- -->)? <span[^>]*>\(4 reviews\)/,
    );
    expect(ratingCalls()).toBe(2);
  });

  it('"no reviews yet" is cached too; a failure is not', async () => {
    await request('/shop/greenly');
    await request('/shop/greenly');
    expect(ratingCalls()).toBe(1);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFault({ upstream: 'review', mode: 'status', status: 500 });
    expect(await (await request('/en/shop/sharkblades')).text()).not.toMatch(SUMMARY);
    setFault({ upstream: 'review', mode: 'none' });
    expect(await (await request('/en/shop/sharkblades')).text()).toMatch(SUMMARY);
    expect(ratingCalls()).toBe(3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[review] rating summary'));
  });
});
