import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url';

describe('requestUrl', () => {
  it('parses a request’s URL once, and each request its own', () => {
    const a = new Request('https://shop.example/shop?x=1');
    expect(requestUrl(a)).toBe(requestUrl(a));
    expect(requestUrl(a).searchParams.get('x')).toBe('1');
    const b = new Request('https://shop.example/cart');
    expect(requestUrl(b).pathname).toBe('/cart');
    expect(requestUrl(b)).not.toBe(requestUrl(a));
  });
});
