import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/shop/greenly?Size=M', '/cart', '/stories/blog#top'])('keeps our own path %s', (path) =>
    expect(safeRedirectPath(path)).toBe(path),
  );
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    42,
    undefined,
  ])('refuses %j', (target) => expect(safeRedirectPath(target, '/cart')).toBe('/cart'));
});
