// Browser side of GET /api/shopify/regions (spec §5, §8): accepts {countries} or the markets shape
// {markets: [{countries}]}, at most one request per 2000 ms, and the spec's error texts.
import type { Country } from './country';

export const INVALID_REGIONS = 'Invalid data format received for regions.';
export const REGIONS_FALLBACK_ERROR = 'Failed to load region data';
export const REGION_FETCH_GAP_MS = 2000;

type RawCountry = { code?: unknown; isoCode?: unknown; name?: unknown; currency?: unknown };

function toCountry(raw: unknown, defaultCurrency: string | undefined): Country {
  const c = (raw ?? {}) as RawCountry;
  const code = typeof c.code === 'string' ? c.code : c.isoCode;
  const currency =
    typeof c.currency === 'string'
      ? c.currency
      : typeof (c.currency as { isoCode?: unknown } | null)?.isoCode === 'string'
        ? (c.currency as { isoCode: string }).isoCode
        : defaultCurrency;
  if (typeof code !== 'string' || typeof c.name !== 'string' || currency === undefined) {
    throw new Error(INVALID_REGIONS);
  }
  return { code, name: c.name, currency };
}

/** Validates region data; throws 'Invalid data format received for regions.' otherwise. */
export function parseRegions(data: unknown): Country[] {
  const body = (data ?? {}) as { countries?: unknown; markets?: unknown };
  if (Array.isArray(body.countries)) return body.countries.map((c) => toCountry(c, undefined));
  if (Array.isArray(body.markets)) {
    // Spec §3: in the markets format a country without a currency is priced in USD.
    return body.markets.flatMap((market) => {
      const countries = (market as { countries?: unknown } | null)?.countries;
      if (!Array.isArray(countries)) throw new Error(INVALID_REGIONS);
      return countries.map((c) => toCountry(c, 'USD'));
    });
  }
  throw new Error(INVALID_REGIONS);
}

/** Reads an HTTP failure the way the spec words it: the response's error, else the status. */
export async function regionsHttpError(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(
    typeof body?.error === 'string' && body.error ? body.error : `HTTP error! status: ${response.status}`,
  );
}

let last: { at: number; promise: Promise<Country[]> } | undefined;

/** Fetches the regions; calls within 2000 ms of the last request share its result. */
export function fetchRegions(fetcher: typeof fetch = fetch, now = Date.now()): Promise<Country[]> {
  if (last && now - last.at < REGION_FETCH_GAP_MS) return last.promise;
  const promise = (async () => {
    let response: Response;
    try {
      response = await fetcher('/api/shopify/regions', { headers: { Accept: 'application/json' } });
    } catch {
      throw new Error(REGIONS_FALLBACK_ERROR);
    }
    if (!response.ok) throw await regionsHttpError(response);
    const data: unknown = await response.json().catch(() => {
      throw new Error(REGIONS_FALLBACK_ERROR);
    });
    return parseRegions(data);
  })();
  last = { at: now, promise };
  return promise;
}

/** For tests: forget the last request. */
export function resetRegionsThrottle() {
  last = undefined;
}
