import { describe, expect, it, vi } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in English, and gives back a code Intl cannot name', () => {
    expect(countryName('CH')).toBe('Switzerland');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('looks each code up once', () => {
    const DisplayNames = vi.spyOn(Intl, 'DisplayNames');
    countryName('GB');
    countryName('GB');
    expect(DisplayNames).toHaveBeenCalledTimes(1);
    DisplayNames.mockRestore();
  });
});
