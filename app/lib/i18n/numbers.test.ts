import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/catalogue/money';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes a figure as each page’s locale does: a decimal comma in Swiss German and French', () => {
    expect(formatNumber(4.7, 'de-CH', 1)).toBe('4,7');
    expect(formatNumber(4.7, 'fr-CH', 1)).toBe('4,7');
    expect(formatNumber(4.7, 'en-CH', 1)).toBe('4.7');
    expect(formatNumber(4.7, 'en-US', 1)).toBe('4.7');
    expect(formatNumber(5, 'de-CH', 1)).toBe('5,0');
    // Thousands as the locale groups them.
    expect(formatNumber(12345.5, 'de-CH', 1)).toMatch(/^12\D345,5$/);
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
  });

  it('leaves money to the spec’s currency table: CHF is written de-CH with a point on every page', () => {
    expect(formatMoney({ amount: '189.0', currencyCode: 'CHF' })).toMatch(/^CHF\s189\.00$/);
  });
});
