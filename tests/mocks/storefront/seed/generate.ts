// The generated part of the catalogue (MOCK_CATALOGUE_SIZE > 5): products in series of one
// family, each series a collection, thematic collections over everything, and journal articles
// about them. Deterministic from the seed number; product n is the same at any size.
// ID ranges (above the hand-written ones): products 8000000100001…, variants 40000001000001…,
// images 30000001000001…, collections 9000000100001…, articles 7100000100001….
import { FAMILIES, seriesName, type Family, type Kind, type OptionSpec } from './families';
import { generateArticles, generateCollections } from './generate-content';
import { handleize, random, type Random } from './random';
import type { SeedArticle, SeedCollection, SeedImage, SeedProduct, SeedVariant } from './types';

export const GENERATED_IDS = {
  product: 8_000_000_100_000,
  variant: 40_000_001_000_000,
  image: 30_000_001_000_000,
  collection: 9_000_000_100_000,
  article: 7_100_000_100_000,
};

export interface Series {
  index: number;
  name: string;
  family: Family;
  vendor: string;
  products: SeedProduct[];
}

export interface GeneratedCatalogue {
  products: SeedProduct[];
  series: Series[];
  collections: SeedCollection[];
  /** New articles by blog handle, to follow the hand-written ones. */
  articles: Record<string, SeedArticle[]>;
}

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2021, 0, 4);
const LAST_DAY = Date.UTC(2026, 3, 30);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** CHF prices as shops write them: 189.00 above a hundred francs, 24.90 below. */
function chf(amount: number) {
  const price = amount >= 100 ? Math.max(99, Math.round(amount / 10) * 10 - 1) : Math.floor(amount) + 0.9;
  return price.toFixed(2);
}

function pickFamily(r: Random) {
  let roll = r.next();
  for (const family of FAMILIES) {
    roll -= family.share;
    if (roll < 0) return family;
  }
  return FAMILIES[0]!;
}

/** The option values a product carries: all, or a consecutive run (a size range). */
function chooseOptions(specs: OptionSpec[], r: Random) {
  return specs.map((spec) => {
    if (!spec.pick) return spec;
    const length = r.int(spec.pick[0], Math.min(spec.pick[1], spec.values.length));
    const start = r.int(0, spec.values.length - length);
    return { ...spec, values: spec.values.slice(start, start + length) };
  });
}

function combinations(options: OptionSpec[]) {
  return options.reduce<OptionSpec['values'][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

function stock(r: Random) {
  const roll = r.next();
  if (roll < 0.07) return { switzerland: 0, primary: 0 };
  if (roll < 0.17) return { switzerland: r.int(1, 30), primary: 0 };
  if (roll < 0.27) return { switzerland: 0, primary: r.int(1, 40) };
  return { switzerland: r.int(1, 30), primary: r.int(1, 40) };
}

interface Counters {
  variant: number;
  image: number;
}

function buildProduct(g: number, seedNumber: number, series: Series, kind: Kind, ids: Counters): SeedProduct {
  const r = random(seedNumber, 'product', g);
  const title = `${series.name} ${kind.noun}`;
  const handle = handleize(title);
  const options = chooseOptions(kind.options, r);
  const base = r.int(kind.price[0], kind.price[1]);
  const onSale = r.chance(0.12);
  const code = `${handleize(series.name).replace(/-/g, '').slice(0, 6).toUpperCase()}-${kind.noun
    .split(' ')
    .map((w) => w[0])
    .join('')
    .toUpperCase()}`;
  const images: SeedImage[] = kind.views.slice(0, r.int(2, kind.views.length)).map((view, n) => ({
    id: String(GENERATED_IDS.image + ++ids.image),
    path: `/cdn/shop/files/${handle}-${kind.art}-${n + 1}.jpg`,
    altText: `${title}: ${view}`,
    width: 1200,
    height: 1200,
  }));
  const colourIndex = options.findIndex((o) => o.name === 'Colour');
  const variants: SeedVariant[] = combinations(options).map((values, n) => {
    const factor = values.reduce((f, v) => f * (v.factor ?? 1), 1);
    const price = chf(base * factor);
    const packCompareAt = values.some((v) => v.compareAt)
      ? chf(values.reduce((f, v) => f * (v.compareAt ?? v.factor ?? 1), base))
      : undefined;
    const compareAtPrice = packCompareAt ?? (onSale ? chf(Number(price) * 1.25) : undefined);
    const inventory = stock(r);
    const colour = colourIndex >= 0 ? options[colourIndex]!.values.indexOf(values[colourIndex]!) : 0;
    return {
      id: String(GENERATED_IDS.variant + ++ids.variant),
      title: values.map((v) => v.value).join(' / '),
      sku: `${code}-${String(n + 1).padStart(2, '0')}`,
      price,
      ...(compareAtPrice && Number(compareAtPrice) > Number(price) ? { compareAtPrice } : {}),
      weight: Math.round(kind.weight * Math.sqrt(factor)),
      weightUnit: 'GRAMS',
      quantityAvailable: inventory.switzerland + inventory.primary,
      selectedOptions: options.map((option, i) => ({ name: option.name, value: values[i]!.value })),
      imageIndex: colour % images.length,
      inventory,
    };
  });
  const created = FIRST_DAY + r.int(0, (LAST_DAY - FIRST_DAY) / DAY - 30) * DAY + r.int(7, 17) * 3_600_000;
  const updated = Math.min(LAST_DAY, created + r.int(0, 400) * DAY);
  const context = { title, series: series.name, vendor: series.vendor, r };
  // Every draw of the text below comes after this point, so another language replays them.
  const text = r.position;
  const lead = kind.lead(context);
  return {
    id: String(GENERATED_IDS.product + g + 1),
    handle,
    title,
    vendor: series.vendor,
    productType: kind.productType,
    tags: [...kind.tags, ...(onSale ? ['sale'] : [])],
    descriptionHtml: `<p>${lead}</p>\n<p>${series.family.story(context)}</p>\n<ul>\n${kind
      .specs(context)
      .map((spec) => `<li>${spec}</li>`)
      .join('\n')}\n</ul>`,
    seo: {
      title: `${title} – ${kind.productType.toLowerCase()} by ${series.vendor}`,
      description: lead.length > 155 ? `${lead.slice(0, 152).replace(/\s+\S*$/, '')}…` : lead,
    },
    options: options.map((o) => ({ name: o.name, values: o.values.map((v) => v.value) })),
    variants,
    images,
    videos: [],
    createdAt: iso(created),
    updatedAt: iso(updated),
    publishedAt: iso(created),
    unitsSold: Math.floor(r.next() ** 3 * 1400),
    generated: { family: series.family.key, kind: kind.noun, series: series.name, text },
  };
}

/** `count` generated products (the catalogue's size less the five hand-written ones). */
export function generateCatalogue(count: number, seedNumber: number, handWritten: SeedProduct[]): GeneratedCatalogue {
  const products: SeedProduct[] = [];
  const series: Series[] = [];
  const ids: Counters = { variant: 0, image: 0 };
  for (let k = 0; products.length < count; k++) {
    const r = random(seedNumber, 'series', k);
    const family = pickFamily(r);
    const kinds = r.some(family.kinds, r.int(Math.min(4, family.kinds.length), family.kinds.length));
    const current: Series = { index: k, name: seriesName(k), family, vendor: r.pick(family.vendors), products: [] };
    for (const kind of kinds) {
      if (products.length >= count) break;
      const product = buildProduct(products.length, seedNumber, current, kind, ids);
      current.products.push(product);
      products.push(product);
    }
    series.push(current);
  }
  return {
    products,
    series,
    collections: generateCollections(series, [...handWritten, ...products]),
    articles: generateArticles(series, seedNumber, Math.floor(count / 25)),
  };
}
