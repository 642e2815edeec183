import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchRegions, parseRegions, resetRegionsThrottle } from './regions';

describe('parseRegions', () => {
  it('accepts the countries shape', () => {
    expect(parseRegions({ countries: [{ code: 'GB', name: 'United Kingdom', currency: 'GBP' }] })).toEqual([
      { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
    ]);
  });

  it('accepts the markets shape, with USD when a country has no currency', () => {
    const markets = {
      markets: [
        { countries: [{ code: 'DE', name: 'Germany', currency: 'EUR' }] },
        {
          countries: [
            { isoCode: 'US', name: 'United States' },
            { code: 'JP', name: 'Japan', currency: { isoCode: 'JPY' } },
          ],
        },
      ],
    };
    expect(parseRegions(markets)).toEqual([
      { code: 'DE', name: 'Germany', currency: 'EUR' },
      { code: 'US', name: 'United States', currency: 'USD' },
      { code: 'JP', name: 'Japan', currency: 'JPY' },
    ]);
  });

  it("rejects anything else with 'Invalid data format received for regions.'", () => {
    for (const bad of [
      null,
      'countries',
      {},
      { countries: 'GB' },
      { countries: [{ code: 'GB', name: 'United Kingdom' }] },
      { countries: [{ name: 'Nowhere', currency: 'EUR' }] },
      { markets: [{ name: 'Europe' }] },
    ]) {
      expect(() => parseRegions(bad), JSON.stringify(bad)).toThrow('Invalid data format received for regions.');
    }
  });
});

describe('fetchRegions', () => {
  beforeEach(() => resetRegionsThrottle());

  it('fetches at most once per 2000 ms', async () => {
    const fetcher = vi.fn(async () =>
      Response.json({ countries: [{ code: 'CH', name: 'Switzerland', currency: 'CHF' }] }),
    );
    await fetchRegions(fetcher, 10_000);
    await fetchRegions(fetcher, 11_999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await fetchRegions(fetcher, 12_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("reports the response's error, else 'HTTP error! status: N', else the fallback", async () => {
    await expect(
      fetchRegions(async () => Response.json({ error: 'Shop is down' }, { status: 502 }), 1),
    ).rejects.toThrow('Shop is down');
    resetRegionsThrottle();
    await expect(fetchRegions(async () => new Response('oops', { status: 500 }), 1)).rejects.toThrow(
      'HTTP error! status: 500',
    );
    resetRegionsThrottle();
    await expect(
      fetchRegions(async () => {
        throw new TypeError('Failed to fetch');
      }, 1),
    ).rejects.toThrow('Failed to load region data');
    resetRegionsThrottle();
    await expect(fetchRegions(async () => Response.json({ markets: 'x' }), 1)).rejects.toThrow(
      'Invalid data format received for regions.',
    );
  });
});
