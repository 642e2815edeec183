import { describe, expect, it } from 'vitest';
import { isCountryCode, readGeo } from './geo.server';

const geo = (headers: Record<string, string>) => readGeo(new Request('https://shop.example/', { headers }));

describe('readGeo', () => {
  it("reads Oxygen's headers first, then Cloudflare's", () => {
    expect(
      geo({
        'oxygen-buyer-country': 'DE',
        'oxygen-buyer-region': 'Bavaria',
        'oxygen-buyer-city': 'Munich',
        'cf-ipcountry': 'FR',
        'cf-region': 'Normandy',
        'cf-ipcity': 'Rouen',
      }),
    ).toEqual({ country: 'DE', region: 'Bavaria', city: 'Munich' });
    expect(geo({ 'cf-ipcountry': 'FR', 'cf-region': 'Normandy', 'cf-ipcity': 'Rouen' })).toEqual({
      country: 'FR',
      region: 'Normandy',
      city: 'Rouen',
    });
  });

  it('treats Cloudflare XX (unknown) and T1 (Tor) as unknown', () => {
    expect(geo({ 'cf-ipcountry': 'XX' }).country).toBeUndefined();
    expect(geo({ 'cf-ipcountry': 'T1' }).country).toBeUndefined();
    expect(geo({ 'oxygen-buyer-country': 'xx', 'cf-ipcountry': 'DE' }).country).toBeUndefined();
  });

  it('upper-cases a lowercase code', () => {
    expect(geo({ 'cf-ipcountry': 'de' }).country).toBe('DE');
    expect(geo({ 'oxygen-buyer-country': ' ch ' }).country).toBe('CH');
  });

  it('treats junk as unknown', () => {
    for (const junk of ['', 'Germany', 'D', 'DEU', '<b>', 'D1', '%44%45%46', 'ZZ']) {
      expect(geo({ 'cf-ipcountry': junk }).country, junk).toBeUndefined();
    }
    expect(geo({})).toEqual({ country: undefined, region: undefined, city: undefined });
  });

  it('decodes percent-encoded names and caps their length', () => {
    expect(geo({ 'oxygen-buyer-city': 'Z%C3%BCrich' }).city).toBe('Zürich');
    expect(geo({ 'cf-ipcity': '100%' }).city).toBe('100%');
    expect(geo({ 'cf-region': 'x'.repeat(500) }).region).toHaveLength(100);
  });
});

describe('isCountryCode', () => {
  it('accepts two-letter codes except the unknown ones', () => {
    for (const code of ['CH', 'DE', 'US', 'JP', 'QA', 'XK']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'ZZ', 'T1', 'de', 'D']) expect(isCountryCode(code), code).toBe(false);
  });
});
