import { describe, expect, it } from 'vitest';
import { buyerIp, isCountryCode, readGeo, trustedEdgeRequest, type EdgePlatform } from './geo.server';

const geo = (headers: Record<string, string>, platform: EdgePlatform = 'cloudflare') =>
  readGeo(new Request('https://shop.example/', { headers }), platform);

/** A request as workerd gives it on Cloudflare: with the runtime's `cf` object. */
function withCf(cf: unknown, headers: Record<string, string> = {}) {
  return Object.assign(new Request('https://shop.example/', { headers }), { cf });
}

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

describe('readGeo with request.cf', () => {
  const forged = { 'cf-ipcountry': 'FR', 'cf-region': 'Normandy', 'cf-ipcity': 'Rouen' };

  it("prefers Cloudflare's request.cf to cf-* headers on Cloudflare", () => {
    const request = withCf({ country: 'CH', region: 'Zurich', city: 'Zürich', colo: 'ZRH' }, forged);
    expect(readGeo(request, 'cloudflare')).toEqual({ country: 'CH', region: 'Zurich', city: 'Zürich' });
  });

  it('takes nothing from the headers when request.cf exists but lacks a field', () => {
    expect(readGeo(withCf({ country: 'DE' }, forged), 'cloudflare')).toEqual({
      country: 'DE',
      region: undefined,
      city: undefined,
    });
  });

  it('applies the same checks to request.cf: T1 and XX are unknown, values are capped', () => {
    expect(readGeo(withCf({ country: 'T1' }), 'cloudflare').country).toBeUndefined();
    expect(readGeo(withCf({ country: 'XX' }), 'cloudflare').country).toBeUndefined();
    expect(readGeo(withCf({ country: 'de', city: 'x'.repeat(500), region: 42 }), 'cloudflare')).toEqual({
      country: 'DE',
      region: undefined,
      city: 'x'.repeat(100),
    });
  });

  it('falls back to the headers without request.cf, and ignores request.cf on Oxygen', () => {
    expect(geo(forged, 'cloudflare')).toEqual({ country: 'FR', region: 'Normandy', city: 'Rouen' });
    expect(readGeo(withCf(undefined, forged), 'cloudflare').country).toBe('FR');
    expect(readGeo(withCf('not an object', forged), 'cloudflare').country).toBe('FR');
    const oxygen = withCf({ country: 'CH' }, { 'oxygen-buyer-country': 'DE' });
    expect(readGeo(oxygen, 'oxygen').country).toBe('DE');
  });
});

describe('isCountryCode', () => {
  it('accepts two-letter codes except the unknown ones', () => {
    for (const code of ['CH', 'DE', 'US', 'JP', 'QA', 'XK']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['XX', 'ZZ', 'T1', 'de', 'D']) expect(isCountryCode(code), code).toBe(false);
  });
});

describe('trustedEdgeRequest', () => {
  const sent = () =>
    new Request('https://shop.example/', {
      headers: { 'cf-connecting-ip': '203.0.113.9', 'oxygen-buyer-ip': '198.51.100.7', 'cf-ipcountry': 'FR' },
    });

  it("behind the real edge keeps the platform's IP header and strips the other platform's", () => {
    const request = trustedEdgeRequest(sent(), 'cloudflare', true);
    expect(buyerIp(request, 'cloudflare')).toBe('203.0.113.9');
    expect(request.headers.get('oxygen-buyer-ip')).toBeNull();
    expect(buyerIp(trustedEdgeRequest(sent(), 'oxygen', true), 'oxygen')).toBe('198.51.100.7');
  });

  it('without the flag drops every IP header a client could have sent, and keeps the geo', () => {
    for (const platform of ['cloudflare', 'oxygen'] as const) {
      const request = trustedEdgeRequest(sent(), platform, false);
      expect(buyerIp(request, platform), platform).toBeUndefined();
      expect(request.headers.get('cf-connecting-ip')).toBeNull();
    }
    expect(trustedEdgeRequest(sent(), 'cloudflare', false).headers.get('cf-ipcountry')).toBe('FR');
  });
});
