import { describe, expect, it } from 'vitest';
import { pageLocale, publishedDate } from './dates';

describe('publishedDate', () => {
  it.each([
    ['2025-06-01T08:00:00Z', 'en-CH', '1 June 2025'],
    ['2025-06-01T08:00:00Z', 'de-CH', '1. Juni 2025'],
    ['2025-06-01T08:00:00Z', 'fr-CH', '1 juin 2025'],
    ['2025-06-01T08:00:00Z', 'en-US', 'June 1, 2025'],
    // Late in the day in UTC stays that day, whatever the server's zone.
    ['2024-12-31T23:30:00Z', 'de-CH', '31. Dezember 2024'],
    ['2024-02-29T00:00:00+00:00', 'fr-CH', '29 février 2024'],
  ])('%s in %s is %s', (iso, locale, shown) => {
    expect(publishedDate(iso, locale)).toBe(shown);
  });

  it('writes nothing for a value that is not a date', () => {
    expect(publishedDate('not a date', 'de-CH')).toBe('');
  });
});

describe('pageLocale', () => {
  it('is the language on the Swiss site and American English on the US site', () => {
    expect(pageLocale('fr', false)).toBe('fr-CH');
    expect(pageLocale('de', false)).toBe('de-CH');
    expect(pageLocale('en', true)).toBe('en-US');
  });
});
