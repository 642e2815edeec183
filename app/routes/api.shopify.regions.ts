// GET /api/shopify/regions → {countries: [{code, name, currency}]}: the shop's available
// countries (cached an hour, like the list itself). In the browser, the footer asks for them
// through `fetcher.load` only when the server could not: the clientLoader (loaded on first use,
// outside the first-load JS) fetches, validates and throttles them (app/lib/country/regions.ts).
import type { Route } from './+types/api.shopify.regions';
import { countryName } from '~/lib/country/country-name';
import { fetchRegions, REGIONS_FALLBACK_ERROR } from '~/lib/country/regions';

export function loader({ context }: Route.LoaderArgs) {
  const { countries } = context.market;
  if (!countries) return Response.json({ error: REGIONS_FALLBACK_ERROR }, { status: 502 });
  // Shopify's names (English, for API clients), by name.
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return Response.json({ countries: sorted }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}

export async function clientLoader() {
  try {
    const countries = await fetchRegions();
    // Named in the page's language, as the server names them in the footer.
    const language = globalThis.document?.documentElement.lang.slice(0, 2) || 'en';
    const collator = new Intl.Collator(language);
    const named = countries.map((c) => ({ ...c, name: countryName(c.code, language) }));
    return { countries: named.sort((a, b) => collator.compare(a.name, b.name)) };
  } catch (error) {
    console.warn(error);
    return { error: error instanceof Error ? error.message : REGIONS_FALLBACK_ERROR };
  }
}
