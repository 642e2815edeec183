// The browser side of the regions route: what the footer's "Try again" gets from fetcher.load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRegionsThrottle } from '~/lib/country/regions';
import { clientLoader } from './api.shopify.regions';

describe('regions clientLoader', () => {
  beforeEach(() => resetRegionsThrottle());
  afterEach(() => vi.unstubAllGlobals());

  it('returns the validated countries', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ countries: [{ code: 'GB', name: 'United Kingdom', currency: 'GBP' }] }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await clientLoader()).toEqual({ countries: [{ code: 'GB', name: 'United Kingdom', currency: 'GBP' }] });
    expect(fetch).toHaveBeenCalledWith('/api/shopify/regions', expect.anything());
  });

  it('names them in the page language, in its order', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'fr-CH' } });
    vi.stubGlobal('fetch', async () =>
      Response.json({
        countries: [
          { code: 'CH', name: 'Switzerland', currency: 'CHF' },
          { code: 'DE', name: 'Germany', currency: 'EUR' },
        ],
      }),
    );
    expect(await clientLoader()).toEqual({
      countries: [
        { code: 'DE', name: 'Allemagne', currency: 'EUR' },
        { code: 'CH', name: 'Suisse', currency: 'CHF' },
      ],
    });
  });

  it("returns the spec's error text instead of throwing (the footer keeps 'Error loading regions.')", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
    expect(await clientLoader()).toEqual({ error: 'HTTP error! status: 503' });
    vi.restoreAllMocks();
  });
});
