import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv, type AppEnv } from '~/lib/context/env.server';
import { reviewConfig } from './config.server';
import { isReviewPage } from './pages';

afterEach(() => vi.restoreAllMocks());

const base = {
  PUBLIC_STORE_DOMAIN: 'sharkblades.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
  SESSION_SECRET: 'a-secret-that-is-long-enough-for-this-test',
};
const env = (extra: Record<string, string>) => readEnv({ ...base, ...extra }) as AppEnv;

describe('review configuration (both or neither)', () => {
  it('is on with a key and a store domain, on Fera hosts unless overridden', () => {
    const config = reviewConfig(env({ PUBLIC_REVIEW_KEY: 'pk_1', PUBLIC_REVIEW_STORE_DOMAIN: 'shop.myshopify.com' }));
    expect(config).toEqual({
      key: 'pk_1',
      store: 'shop.myshopify.com',
      scriptUrl: 'https://cdn.fera.ai/js/fera.js',
      apiUrl: 'https://api.fera.ai',
    });
  });

  it('is off without either, and half a configuration turns it off with a warning naming the gap', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(reviewConfig(env({}))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(reviewConfig(env({ PUBLIC_REVIEW_KEY: 'pk_1' }))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_REVIEW_STORE_DOMAIN is not set'));
    expect(reviewConfig(env({ PUBLIC_REVIEW_STORE_DOMAIN: 'shop.myshopify.com' }))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PUBLIC_REVIEW_KEY is not set'));
  });

  it('refuses a script URL that is not http(s)', () => {
    const result = readEnv({ ...base, PUBLIC_REVIEW_SCRIPT_URL: 'javascript:alert(1)' });
    expect(result).toBeInstanceOf(Error);
  });
});

describe('isReviewPage', () => {
  it.each(['/shop/sharkblades', '/shop/sharkblades/', '/review', '/review/'])('%s shows reviews', (path) => {
    expect(isReviewPage(path)).toBe(true);
  });
  it.each(['/', '/shop', '/cart', '/shop/sharkblades/extra', '/reviews', '/review.data', '/devcenter'])(
    '%s does not',
    (path) => {
      expect(isReviewPage(path)).toBe(false);
    },
  );
});
