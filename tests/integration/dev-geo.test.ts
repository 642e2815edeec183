// The dev runtime's geo (scripts/dev-geo.ts): mini-oxygen's default US headers are replaced, so
// `npm run dev` starts each site in its own default country, like preview.
import { describe, expect, it } from 'vitest';
import { devGeoHeaders } from '../../scripts/dev-geo';
import { readGeo } from '~/lib/http/geo.server';

const geoOf = (headers: Record<string, string>) => readGeo(new Request('http://localhost/', { headers }), 'oxygen');

describe('dev geo', () => {
  it('sends no country by default, hiding mini-oxygen’s US default', () => {
    const headers = devGeoHeaders({}, {});
    // mini-oxygen applies its defaults first and the request's headers over them.
    const merged = { 'oxygen-buyer-country': 'US', 'oxygen-buyer-city': 'San Francisco', ...headers };
    expect(geoOf(merged)).toEqual({ country: undefined, region: undefined, city: undefined });
  });

  it('sends the geo set in the environment', () => {
    const headers = devGeoHeaders({ DEV_GEO_COUNTRY: 'DE', DEV_GEO_CITY: 'Berlin' }, {});
    expect(geoOf(headers)).toMatchObject({ country: 'DE', city: 'Berlin' });
  });

  it('keeps geo headers the request brings', () => {
    expect(devGeoHeaders({}, { 'oxygen-buyer-country': 'FR' })).not.toHaveProperty('oxygen-buyer-country');
  });
});
