import { describe, expect, it, vi } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in English, and gives back a code Intl cannot name', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('names it in the language of the page', () => {
    expect(countryName('CH', 'de')).toBe('Schweiz');
    expect(countryName('CH', 'fr')).toBe('Suisse');
    expect(countryName('US', 'fr')).toBe('États-Unis');
  });

  it('builds its Intl.DisplayNames once per language, not per call', () => {
    countryName('GB');
    countryName('GB', 'fr');
    const DisplayNames = vi.spyOn(Intl, 'DisplayNames');
    countryName('GB');
    countryName('FR');
    countryName('DE', 'fr');
    expect(DisplayNames).not.toHaveBeenCalled();
    DisplayNames.mockRestore();
  });
});
