import { describe, expect, it } from 'vitest';
import {
  ALL_IDS,
  consentValues,
  decide,
  forbiddenCookies,
  NECESSARY_IDS,
  readConsent,
  withdrawnCookies,
} from './model';

describe('consent model', () => {
  it('is undefined until decided', () => {
    expect(readConsent(undefined)).toEqual({ given: undefined, enabled: NECESSARY_IDS });
  });

  it('counts as given only when the stored ids equal all ids joined by ~', () => {
    expect(readConsent('necessary~analytics~map~reviews').given).toBe(true);
    expect(readConsent('necessary~map~analytics').given).toBe(false);
    expect(readConsent('necessary~map').given).toBe(false);
    expect(readConsent('').given).toBe(false);
  });

  it('always keeps necessary cookies and drops unknown ids', () => {
    expect(readConsent('map~pixel').enabled).toEqual(['necessary', 'map']);
    expect(decide('save', [])).toEqual(['necessary']);
  });

  it('accept enables everything, decline only necessary, add extends the current choice', () => {
    expect(decide('accept', [])).toEqual(ALL_IDS);
    expect(decide('decline', ['analytics'])).toEqual(['necessary']);
    expect(decide('add', ['map'], ['necessary', 'analytics'])).toEqual(['necessary', 'analytics', 'map']);
  });

  it('stores is-consent-given and the joined ids', () => {
    expect(consentValues(ALL_IDS)).toEqual({
      'is-consent-given': 'true',
      'consented-cookies': 'necessary~analytics~map~reviews',
    });
    expect(consentValues(['map'])).toEqual({ 'is-consent-given': 'false', 'consented-cookies': 'necessary~map' });
  });

  it('names the optional cookies to delete on withdrawal, never a necessary one', () => {
    const gone = withdrawnCookies(ALL_IDS, ['necessary', 'map']);
    expect(gone).toEqual(expect.arrayContaining(['rudder_anonymous_id', 'rs_anonymous_id', 'utm_source', 'user_city']));
    expect(gone).not.toContain('shopify_country');
    expect(forbiddenCookies(ALL_IDS)).toEqual([]);
    expect(forbiddenCookies(['necessary'])).toContain('original_user_location');
  });
});
