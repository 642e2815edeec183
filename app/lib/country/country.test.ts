import { describe, expect, it, vi } from 'vitest';
import { resolveDefaultCountry, type Country } from './country';

const AVAILABLE: Country[] = [
  { code: 'CH', name: 'Switzerland', currency: 'CHF' },
  { code: 'US', name: 'United States', currency: 'USD' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'XK', name: 'Kosovo', currency: '' },
];

const base = { usSite: false, available: AVAILABLE };

describe('resolveDefaultCountry', () => {
  it('reuses a cookie that names a supported country, over geo and config', () => {
    expect(resolveDefaultCountry({ ...base, cookie: 'de', geo: 'US', configured: 'CH' })).toEqual({
      code: 'DE',
      source: 'cookie',
    });
  });

  it('ignores a cookie for an unsupported country and falls through to geo', () => {
    expect(resolveDefaultCountry({ ...base, cookie: 'FR', geo: 'DE' }).code).toBe('DE');
    expect(resolveDefaultCountry({ ...base, cookie: '<script>', geo: 'DE' }).code).toBe('DE');
  });

  it('uses a supported geo country with a currency', () => {
    expect(resolveDefaultCountry({ ...base, geo: 'US' })).toEqual({ code: 'US', source: 'geo' });
  });

  it('skips an unsupported or currency-less geo country with a warning, never an error', () => {
    const warn = vi.fn();
    expect(resolveDefaultCountry({ ...base, geo: 'BR', warn }).code).toBe('CH');
    expect(resolveDefaultCountry({ ...base, geo: 'XK', warn }).code).toBe('CH');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('BR');
    expect(warn.mock.calls[1]?.[0]).toContain('no currency');
  });

  it('then the configured default, if supported', () => {
    expect(resolveDefaultCountry({ ...base, configured: 'DE', usSite: true }).code).toBe('DE');
    expect(resolveDefaultCountry({ ...base, configured: 'FR' }).code).toBe('CH');
  });

  it('then US on the US site, else CH', () => {
    expect(resolveDefaultCountry({ ...base, usSite: true })).toEqual({ code: 'US', source: 'site' });
    expect(resolveDefaultCountry(base)).toEqual({ code: 'CH', source: 'fallback' });
  });

  it('then the first available country when the shop sells neither to CH nor US', () => {
    const available = [{ code: 'DE', name: 'Germany', currency: 'EUR' }];
    expect(resolveDefaultCountry({ usSite: true, available }).code).toBe('DE');
  });

  it('trusts a well-formed cookie when the country list could not be loaded, but not geo', () => {
    expect(resolveDefaultCountry({ usSite: false, available: null, cookie: 'GB', geo: 'DE' }).code).toBe('GB');
    expect(resolveDefaultCountry({ usSite: false, available: null, geo: 'DE' }).code).toBe('CH');
  });
});
