import { describe, expect, it, vi } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in English, and gives back a code Intl cannot name', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('builds its Intl.DisplayNames once, not per call', () => {
    countryName('GB');
    const DisplayNames = vi.spyOn(Intl, 'DisplayNames');
    countryName('GB');
    countryName('FR');
    expect(DisplayNames).not.toHaveBeenCalled();
    DisplayNames.mockRestore();
  });
});
