import { describe, expect, it } from 'vitest';
import { formatMoney, fractionDigits, localeForCurrency, symbolForCurrency } from './money';

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

describe('fractionDigits', () => {
  it('keeps two decimals when the second is not zero', () => expect(fractionDigits(12.55, 'CHF')).toBe(2));
  it('shows one decimal when the second is zero', () => {
    expect(fractionDigits(12.5, 'CHF')).toBe(1);
    expect(fractionDigits(189, 'EUR')).toBe(1);
  });
  it('shows none for currencies without minor units', () => expect(fractionDigits(2300, 'JPY')).toBe(0));
});

describe('formatMoney', () => {
  const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('formats CHF the Swiss way', () =>
    expect(nbsp(formatMoney({ amount: '189.0', currencyCode: 'CHF' }))).toBe('CHF 189.0'));
  it('formats EUR the German way', () =>
    expect(nbsp(formatMoney({ amount: '200.95', currencyCode: 'EUR' }))).toBe('200,95 €'));
  it('formats USD', () => expect(formatMoney({ amount: '1234.5', currencyCode: 'USD' })).toBe('$1,234.5'));
  it('formats JPY without decimals', () =>
    expect(formatMoney({ amount: '32200.0', currencyCode: 'JPY' })).toMatch(/^[￥¥]32,200$/));
  it('returns an empty string for a non-number', () =>
    expect(formatMoney({ amount: 'abc', currencyCode: 'CHF' })).toBe(''));
  it('falls back to the symbol table when Intl cannot format the currency', () =>
    expect(formatMoney({ amount: 5, currencyCode: 'XX1' })).toBe('XX1 5.0'));
});
