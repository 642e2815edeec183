import { describe, expect, it } from 'vitest';
import { hidesLogoBar } from './logo-rules';

describe('hidesLogoBar', () => {
  it.each([
    '/shop/sharkblades',
    '/shop/sharkblades/',
    '/devcenter',
    '/devcenter/',
    '/shop/sharkblades.data',
    '/fr/shop/sharkblades',
    '/en/devcenter',
  ])('%s hides the logo bar', (path) => {
    expect(hidesLogoBar(path)).toBe(true);
  });
  it.each([
    '/',
    '/shop',
    '/shop/sharkblades/extra',
    '/collections/x',
    '/about',
    '/devcenter/x',
    '/devcenter.data',
    '/fr',
    '/en/shop',
  ])('%s shows it', (path) => {
    expect(hidesLogoBar(path)).toBe(false);
  });
});
