import { describe, expect, it } from 'vitest';
import { checkoutOrigin, storeOrigin, type AppEnv } from '~/lib/context/env.server';
import { originOf } from './origin';

describe('originOf', () => {
  it('keeps a given scheme and drops paths and trailing slashes', () => {
    expect(originOf('http://127.0.0.1:4112')).toBe('http://127.0.0.1:4112');
    expect(originOf('https://shop.example/')).toBe('https://shop.example');
    expect(originOf('http://shop.example/api/')).toBe('http://shop.example');
    expect(originOf('HTTPS://Shop.Example')).toBe('https://shop.example');
  });

  it('adds https when no scheme is given', () => {
    expect(originOf('sharkblades.myshopify.com')).toBe('https://sharkblades.myshopify.com');
    expect(originOf('checkout.sharkblades.ch/')).toBe('https://checkout.sharkblades.ch');
    expect(originOf(' shop.example:8443 ')).toBe('https://shop.example:8443');
  });

  it('adds http for loopback hosts only', () => {
    expect(originOf('127.0.0.1:4112')).toBe('http://127.0.0.1:4112');
    expect(originOf('localhost:4112')).toBe('http://localhost:4112');
    expect(originOf('localhost')).toBe('http://localhost');
    expect(originOf('localhost.example')).toBe('https://localhost.example');
    expect(originOf('127.0.0.10')).toBe('https://127.0.0.10');
  });
});

describe('the configured origins use it', () => {
  const env = (values: Partial<AppEnv>) => ({ PUBLIC_STORE_DOMAIN: 'shop.example', ...values }) as AppEnv;

  it('store and checkout: the checkout falls back to the store', () => {
    expect(storeOrigin(env({}))).toBe('https://shop.example');
    expect(checkoutOrigin(env({}))).toBe('https://shop.example');
    expect(checkoutOrigin(env({ PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:4112' }))).toBe('http://127.0.0.1:4112');
    expect(storeOrigin(env({ PUBLIC_STORE_DOMAIN: 'localhost:4112' }))).toBe('http://localhost:4112');
  });
});
