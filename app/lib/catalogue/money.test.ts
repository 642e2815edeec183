import { describe, expect, it } from 'vitest';
import { formatMoney, localeForCurrency, numberFormat, symbolForCurrency } from './money';

describe('localeForCurrency', () => {
  it.each([
    ['CHF', 'de-CH'],
    ['EUR', 'de-DE'],
    ['USD', 'en-US'],
    ['GBP', 'en-GB'],
    ['CAD', 'en-CA'],
    ['AUD', 'en-AU'],
    ['JPY', 'ja-JP'],
    ['ALL', 'sq-AL'],
    ['SEK', 'sv-SE'],
    ['NOK', 'nb-NO'],
    ['DKK', 'da-DK'],
    ['AED', 'en-US'],
  ])('%s is shown in %s', (currency, locale) => {
    expect(localeForCurrency(currency)).toBe(locale);
  });
});

describe('symbolForCurrency', () => {
  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['CHF', 'CHF '],
    ['JPY', '¥'],
    ['CAD', 'C$'],
    ['AUD', 'A$'],
    ['ALL', 'L '],
    ['SEK', 'kr '],
    ['NOK', 'kr '],
    ['DKK', 'kr '],
  ])('%s falls back to %j', (currency, symbol) => {
    expect(symbolForCurrency(currency)).toBe(symbol);
  });
});

describe('formatMoney (prices)', () => {
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('formats CHF the Swiss way, with two decimals', () => {
    expect(nbsp(formatMoney({ amount: '189.0', currencyCode: 'CHF' }))).toBe('CHF 189.00');
    // ICU versions differ in the Swiss group separator (’ or ').
    expect(nbsp(formatMoney({ amount: '2390', currencyCode: 'CHF' }))).toMatch(/^CHF 2[’']390\.00$/);
  });
  it('formats EUR the German way', () => {
    expect(nbsp(formatMoney({ amount: '200.95', currencyCode: 'EUR' }))).toBe('200,95 €');
    expect(nbsp(formatMoney({ amount: '200.5', currencyCode: 'EUR' }))).toBe('200,50 €');
  });
  it('formats USD', () => expect(formatMoney({ amount: '1234.5', currencyCode: 'USD' })).toBe('$1,234.50'));
  it('formats JPY without decimals', () =>
    expect(formatMoney({ amount: '32200.0', currencyCode: 'JPY' })).toMatch(/^[￥¥]32,200$/));
  it('returns an empty string for a non-number', () =>
    expect(formatMoney({ amount: 'abc', currencyCode: 'CHF' })).toBe(''));
  it('falls back to the symbol table when Intl cannot format the currency', () =>
    expect(formatMoney({ amount: 5, currencyCode: 'XX1' })).toBe('XX1 5.00'));
});

describe('formatMoney (totals, docs/decisions/cart.md)', () => {
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('shows a total with the decimals of the lines beside it', () => {
    expect(nbsp(formatMoney({ amount: '378.0', currencyCode: 'CHF' }))).toBe('CHF 378.00');
    expect(nbsp(formatMoney({ amount: '12.5', currencyCode: 'CHF' }))).toBe('CHF 12.50');
    expect(nbsp(formatMoney({ amount: '12.55', currencyCode: 'CHF' }))).toBe('CHF 12.55');
  });
});

/** Counts `new Intl.NumberFormat(...)` while `run` runs. */
function countBuilt(run: () => void): number {
  const original = Intl.NumberFormat;
  let built = 0;
  Intl.NumberFormat = new Proxy(original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built += 1;
      return new target(...args);
    },
  });
  try {
    run();
  } finally {
    Intl.NumberFormat = original;
  }
  return built;
}

describe('numberFormat (one formatter per locale, currency and digits)', () => {
  it('builds a formatter once and reuses it', () => {
    const built = countBuilt(() => {
      expect(formatMoney({ amount: '1.25', currencyCode: 'SEK' })).not.toBe(
        formatMoney({ amount: '3.5', currencyCode: 'SEK' }),
      );
      expect(numberFormat('SEK', 2)).toBe(numberFormat('SEK', 2));
    });
    expect(built).toBe(1);
  });
  it('keeps currencies and digits apart', () => {
    expect(numberFormat('DKK', 2)).not.toBe(numberFormat('DKK', 1));
    expect(numberFormat('DKK', 2)).not.toBe(numberFormat('NOK', 2));
  });
  it('remembers a currency Intl cannot format', () => {
    const built = countBuilt(() => {
      expect(numberFormat('XX2', 2)).toBeNull();
      expect(numberFormat('XX2', 2)).toBeNull();
      expect(formatMoney({ amount: 7, currencyCode: 'XX2' })).toBe('XX2 7.00');
    });
    expect(built).toBe(1);
  });
});
