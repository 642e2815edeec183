// Collections and journal articles of the generated catalogue: one collection per series, a few
// thematic ones over every product (the hand-written five included), and articles about series.
import type { Series } from './generate';
import { handleize, random } from './random';
import type { CollectionSortOrder, SeedArticle, SeedCollection, SeedProduct } from './types';

const COLLECTION_ID = 9_000_000_100_000;
const ARTICLE_ID = 7_100_000_100_000;
const ARTICLE_IMAGE_ID = 30_000_002_000_000;
const COLLECTION_IMAGE_ID = 30_000_003_000_000;

const latest = (products: SeedProduct[]) => products.reduce((at, p) => (p.updatedAt > at ? p.updatedAt : at), '');

interface Theme {
  handle: string;
  title: string;
  description: string;
  sortOrder: CollectionSortOrder;
  select: (all: SeedProduct[]) => SeedProduct[];
}

const byType = (type: string) => (all: SeedProduct[]) => all.filter((p) => p.productType === type);
const byTag =
  (...tags: string[]) =>
  (all: SeedProduct[]) =>
    all.filter((p) => tags.some((t) => p.tags.includes(t)));

const THEMES: Theme[] = [
  {
    handle: 'full-range',
    title: 'The full range',
    description: 'Every product we sell, from runners and holders to synthetic ice and the small things in the bag.',
    sortOrder: 'MANUAL',
    select: (all) => all,
  },
  {
    handle: 'new-arrivals',
    title: 'New arrivals',
    description: 'The newest runners, ice and gear, straight from the workshop.',
    sortOrder: 'CREATED_DESC',
    select: (all) => [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 48),
  },
  {
    handle: 'best-sellers',
    title: 'Best sellers',
    description: 'What players, parents and clubs buy most.',
    sortOrder: 'BEST_SELLING',
    select: (all) => [...all].sort((a, b) => (b.unitsSold ?? 0) - (a.unitsSold ?? 0)).slice(0, 48),
  },
  {
    handle: 'sale',
    title: 'Sale',
    description: 'Last season’s colours and series, reduced while stock lasts.',
    sortOrder: 'BEST_SELLING',
    select: byTag('sale'),
  },
  {
    handle: 'every-runner',
    title: 'Every runner',
    description: 'All our exchangeable runners: player, junior, goalie and the coated editions.',
    sortOrder: 'BEST_SELLING',
    select: byType('Skate Blades'),
  },
  {
    handle: 'holders',
    title: 'Holders',
    description: 'Quick-Lock holders, riveted once and fitted with any Sharkblades runner.',
    sortOrder: 'PRICE_ASC',
    select: byType('Holders'),
  },
  {
    handle: 'accessories',
    title: 'Accessories',
    description: 'Guards, stones, towels, laces and bags: the small things that keep your edges sharp.',
    sortOrder: 'BEST_SELLING',
    select: byType('Accessories'),
  },
  {
    handle: 'rink-building',
    title: 'Rink building',
    description: 'Panels, tiles, ramps and boards for a rink at home or at the club.',
    sortOrder: 'PRICE_DESC',
    select: byType('Synthetic Ice'),
  },
  {
    handle: 'training-gear',
    title: 'Training gear',
    description: 'Off-ice training gear for stickhandling, passing, shooting and skating strength.',
    sortOrder: 'BEST_SELLING',
    select: byType('Training'),
  },
  {
    handle: 'junior',
    title: 'Junior',
    description: 'Runners and starter ice for young players.',
    sortOrder: 'BEST_SELLING',
    select: byTag('junior', 'kids'),
  },
  {
    handle: 'goalie-gear',
    title: 'Goalie gear',
    description: 'Longer, flatter runners and the gear goalies train with.',
    sortOrder: 'BEST_SELLING',
    select: byTag('goalie'),
  },
];

export function generateCollections(series: Series[], all: SeedProduct[]): SeedCollection[] {
  const made = (
    handle: string,
    title: string,
    description: string,
    members: SeedProduct[],
    sortOrder: CollectionSortOrder,
    generated: SeedCollection['generated'],
  ) => {
    const n = collections.length + 1;
    collections.push({
      id: String(COLLECTION_ID + n),
      handle,
      title,
      descriptionHtml: `<p>${description}</p>`,
      image: {
        id: String(COLLECTION_IMAGE_ID + n),
        path: `/cdn/shop/collections/${handle}.jpg`,
        altText: `${title}: a selection laid out on synthetic ice`,
        width: 1600,
        height: 900,
      },
      productHandles: members.map((p) => p.handle),
      seo: { title: `${title} – Sharkblades`, description },
      updatedAt: latest(members),
      sortOrder,
      generated,
    });
  };
  const collections: SeedCollection[] = [];
  for (const theme of THEMES) {
    const members = theme.select(all);
    if (members.length > 0) {
      made(theme.handle, theme.title, theme.description, members, theme.sortOrder, { theme: theme.handle });
    }
  }
  for (const s of series) {
    const nouns = s.products.map((p) => p.title.slice(s.name.length + 1).toLowerCase());
    made(
      handleize(`${s.name} series`),
      `${s.name} series`,
      `The ${s.name} series by ${s.vendor}: ${nouns.join(', ')}.`,
      s.products,
      'MANUAL',
      { series: s.name, vendor: s.vendor, kinds: s.products.map((p) => p.generated!.kind) },
    );
  }
  return collections;
}

const AUTHORS = ['Jan Oberholzer', 'Mira Keller', 'Luca Brunner', 'Sofia Widmer', 'Noah Baumann', 'Lea Schmid'];
const CLUBS = [
  'EHC Seewen',
  'HC Flims Juniors',
  'Skating School Lucerne',
  'Eisclub Bülach',
  'SC Lakeside U15',
  'HC Obwalden',
];
const BLOG_TITLES = [
  (t: string) => `Introducing the ${t}`,
  (t: string) => `How to choose your ${t}`,
  (t: string) => `Five drills with the ${t}`,
  (t: string) => `Caring for your ${t}`,
  (t: string) => `Inside the workshop: making the ${t}`,
];

export function generateArticles(series: Series[], seedNumber: number, count: number) {
  const products = series.flatMap((s) => s.products);
  const byBlog: Record<string, SeedArticle[]> = { blog: [], 'success-stories': [], testimonials: [] };
  const handles = new Set<string>();
  for (let j = 0; j < count; j++) {
    const r = random(seedNumber, 'article', j);
    const product = products[Math.min(products.length - 1, j * 25 + r.int(0, 24))]!;
    const roll = j % 10;
    const blog = roll < 7 ? 'blog' : roll < 9 ? 'success-stories' : 'testimonials';
    const club = r.pick(CLUBS);
    const titleIndex = blog === 'blog' ? BLOG_TITLES.indexOf(r.pick(BLOG_TITLES)) : -1;
    const title =
      blog === 'blog'
        ? BLOG_TITLES[titleIndex]!(product.title)
        : blog === 'success-stories'
          ? `${club} trains all year with the ${product.title}`
          : `“The ${product.title} changed how I train”`;
    let handle = handleize(title);
    if (handles.has(handle)) handle = `${handle}-${j + 1}`;
    handles.add(handle);
    const excerpt = `${product.title} in practice: what ${blog === 'blog' ? 'our testers' : club} learned after a season with it.`;
    const publishedAt = new Date(Date.UTC(2021, 2, 1) + r.int(0, 1_880) * 86_400_000 + 8 * 3_600_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    const sessions = r.int(6, 40);
    byBlog[blog]!.push({
      id: String(ARTICLE_ID + j + 1),
      handle,
      title,
      excerpt,
      contentHtml: `<p>${excerpt}</p>
<h2>What it is</h2>
<p>${product.seo.description}</p>
<h2>What we noticed</h2>
<p>After ${sessions} sessions the ${product.title.toLowerCase()} still did what it did on day one. ${club} now keeps a spare in every bag.</p>`,
      authorName: r.pick(AUTHORS),
      publishedAt,
      tags: [blog === 'blog' ? 'guides' : 'stories', ...product.tags.slice(0, 2)],
      image: {
        id: String(ARTICLE_IMAGE_ID + j + 1),
        path: `/cdn/shop/articles/${handle}.jpg`,
        altText: `${product.title} at ${club}`,
        width: 1600,
        height: 900,
      },
      seo: { title: `${title} – Sharkblades`, description: excerpt },
      generated: { productId: product.id, club, titleIndex, sessions },
    });
  }
  return byBlog;
}
