// The traffic the benches send (docs/decisions/bench.md): a realistic anonymous mix, and a sequence
// of requests no cache can have seen. Pure and deterministic by seed, so ours and the starter get
// the same requests in the same order (tests/scripts/bench-mix.test.ts).
//
// A request is written in our terms (page kind, handle, query, cookies, headers); `pathFor` maps it
// to an app's URL: ours /shop/<handle>, the starter's /products/<handle>, and so on.

/** The catalogue the mix draws from: products (with their variants' options) and collections, most popular first. */
export interface MixCatalogue {
  products: { handle: string; variants: { selectedOptions: { name: string; value: string }[] }[] }[];
  collections: string[];
}

export type PageKind = 'home' | 'listing' | 'product' | 'collection' | 'stories';

export interface MixRequest {
  page: PageKind;
  handle?: string;
  /** Query parameters in order (campaign, option and unknown ones). */
  query: [string, string][];
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf's law over ranks 0…n-1 (P(rank k) ∝ 1 / (k+1)^s): draws a rank from a uniform float. */
export function zipf(n: number, s = 1): (uniform: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= n; k++) cumulative.push((total += 1 / k ** s));
  return (uniform) => {
    const target = uniform * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** Shares of the anonymous mix (each 0–1). */
export const MIX = {
  pages: [
    ['product', 0.55],
    ['collection', 0.15],
    ['home', 0.15],
    ['listing', 0.1],
    ['stories', 0.05],
  ] as [PageKind, number][],
  /** utm_* (and now and then a gclid or fbclid) on a share of requests, as ads and newsletters link. */
  campaign: 0.25,
  /** A variant chosen (its options as parameters) on a share of product pages. */
  option: 0.2,
  /** A parameter nobody knows (a partner's ref, a copied link's leftovers). */
  unknown: 0.05,
  /** A country cookie (a visitor who chose a market before). */
  country: 0.2,
  /** Consent cookie: none / refused (necessary only) / all. */
  consent: { none: 0.5, refused: 0.2, all: 0.3 },
} as const;

/** The country cookies of the anonymous mix (US the most common). */
export const MIX_COUNTRIES = ['US', 'US', 'US', 'CA', 'GB', 'DE', 'CH', 'FR', 'AU', 'SE'];
const LANGUAGES = ['en-US,en;q=0.9', 'en-US,en;q=0.9', 'en-GB,en;q=0.8', 'de-DE,de;q=0.9,en;q=0.7', 'fr-FR,fr;q=0.9'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];
const CAMPAIGNS = [
  ['newsletter', 'email', 'winter-sale'],
  ['instagram', 'social', 'ocean-plastic'],
  ['google', 'cpc', 'blades-brand'],
];
export const CONSENT_COOKIE = 'consented-cookies';
export const COUNTRY_COOKIE = 'shopify_country';
const CONSENT_VALUES = { refused: 'necessary', all: 'necessary~analytics~map~reviews' };

/** What a browser sends with every page request (the mix adds Accept-Language and a User-Agent). */
export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
};

const pick = <T>(list: readonly T[], uniform: number) => list[Math.floor(uniform * list.length)]!;
const clickId = (random: () => number) => Math.floor(random() * 2 ** 48).toString(36);

/** The anonymous mix: an endless, deterministic stream of requests for one seed. */
export function createMix(catalogue: MixCatalogue, seed: number) {
  const random = createRandom(seed);
  const productRank = zipf(catalogue.products.length);
  const collectionRank = zipf(Math.max(1, catalogue.collections.length));
  const next = (): MixRequest => {
    let u = random();
    let page: PageKind = 'product';
    for (const [kind, share] of MIX.pages) {
      if (u < share) {
        page = kind;
        break;
      }
      u -= share;
    }
    const query: [string, string][] = [];
    let handle: string | undefined;
    if (page === 'product') {
      const product = catalogue.products[productRank(random())]!;
      handle = product.handle;
      if (random() < MIX.option && product.variants.length > 1) {
        const variant = pick(product.variants, random());
        for (const option of variant.selectedOptions) query.push([option.name, option.value]);
      }
    } else if (page === 'collection' && catalogue.collections.length) {
      handle = catalogue.collections[collectionRank(random())]!;
    } else if (page === 'collection') page = 'listing';
    if (random() < MIX.campaign) {
      const [source, medium, campaign] = pick(CAMPAIGNS, random())!;
      query.push(['utm_source', source!], ['utm_medium', medium!], ['utm_campaign', campaign!]);
      const click = random();
      if (click < 0.2) query.push(['gclid', clickId(random)]);
      else if (click < 0.4) query.push(['fbclid', clickId(random)]);
    }
    if (random() < MIX.unknown) query.push([pick(['ref', 'sid', '_pos'], random()), clickId(random)]);
    const cookies: Record<string, string> = {};
    if (random() < MIX.country) cookies[COUNTRY_COOKIE] = pick(MIX_COUNTRIES, random());
    const consent = random();
    if (consent >= MIX.consent.none)
      cookies[CONSENT_COOKIE] =
        consent < MIX.consent.none + MIX.consent.refused ? CONSENT_VALUES.refused : CONSENT_VALUES.all;
    const headers = {
      ...BROWSER_HEADERS,
      'accept-language': pick(LANGUAGES, random()),
      'user-agent': pick(USER_AGENTS, random()),
    };
    return { page, handle, query, cookies, headers };
  };
  return { next };
}

/**
 * Requests no cache can legitimately hold: every (page, variant query, country) of the catalogue
 * once, in a seeded shuffle, with browser headers. `countries` are the shop's markets (a country it
 * does not sell to would fall back to another's page) other than the mix's `MIX_COUNTRIES`, so no
 * page the anonymous mix cached before is asked again. After the last one it starts over (`round`
 * counts how often).
 */
export function createMissSequence(catalogue: MixCatalogue, countries: readonly string[], seed: number) {
  const pages: Omit<MixRequest, 'cookies' | 'headers'>[] = [
    { page: 'home', query: [] },
    { page: 'listing', query: [] },
    ...catalogue.collections.map((handle) => ({ page: 'collection' as const, handle, query: [] })),
    ...catalogue.products.flatMap((p) => [
      { page: 'product' as const, handle: p.handle, query: [] as [string, string][] },
      ...(p.variants.length > 1
        ? p.variants.map((v) => ({
            page: 'product' as const,
            handle: p.handle,
            query: v.selectedOptions.map((o): [string, string] => [o.name, o.value]),
          }))
        : []),
    ]),
  ];
  const total = pages.length * countries.length;
  // A seeded permutation of 0…total-1 (Fisher–Yates), so neighbours differ in page and country.
  const random = createRandom(seed);
  const order = Uint32Array.from({ length: total }, (_, i) => i);
  for (let i = total - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  let index = 0;
  return {
    total,
    get round() {
      return Math.floor(index / total);
    },
    next(): MixRequest {
      const n = order[index++ % total]!;
      const page = pages[n % pages.length]!;
      const country = countries[Math.floor(n / pages.length)]!;
      return {
        ...page,
        cookies: { [COUNTRY_COOKIE]: country },
        headers: { ...BROWSER_HEADERS, 'accept-language': 'en-US,en;q=0.9', 'user-agent': USER_AGENTS[0]! },
      };
    },
  };
}

/** Where each app serves a page kind (ours, then Shopify's starter). */
export const APP_PATHS = {
  ours: {
    home: () => '/',
    listing: () => '/shop',
    product: (handle: string) => `/shop/${handle}`,
    collection: (handle: string) => `/collections/${handle}`,
    stories: () => '/stories/blog',
  },
  starter: {
    home: () => '/',
    listing: () => '/collections/all',
    product: (handle: string) => `/products/${handle}`,
    collection: (handle: string) => `/collections/${handle}`,
    stories: () => '/blogs/blog',
  },
} satisfies Record<string, Record<PageKind, (handle: string) => string>>;

/** The request as an app receives it: its path with the query, and headers with the cookies (plus `extraCookie`). */
export function toHttp(app: keyof typeof APP_PATHS, request: MixRequest, extraCookie = '') {
  const path = APP_PATHS[app][request.page](request.handle ?? '');
  const search = request.query.length ? `?${new URLSearchParams(request.query).toString()}` : '';
  const cookie = [...Object.entries(request.cookies).map(([k, v]) => `${k}=${v}`), extraCookie]
    .filter(Boolean)
    .join('; ');
  return { path: path + search, headers: cookie ? { ...request.headers, cookie } : { ...request.headers } };
}
