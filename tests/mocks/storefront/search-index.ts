// The mock's search index, built once per catalogue: every product, article and page as a
// document, its words in the fields Shopify searches (title; product type; variant titles, option
// values and SKUs; vendor, tags and handle; body text) in an inverted index with a sorted
// vocabulary for prefix terms. A query reads the postings of its terms; nothing scans the
// catalogue per request. Scores weigh the fields as Shopify's relevance does: title and product
// type far over variants and tags, and those over body text; a whole word (or its plural) over a
// word it only begins ("kufe": "Kufen" over "Kufenhalter"); and a title the query covers more of
// over a longer one ("Sharkblades" over "Sharkblades für Goalies", docs/decisions/search.md).
import { catalogueIndex } from './catalogue-index';
import { stripHtml } from './html';
import { PRIMARY_LANGUAGE, type ShopLanguage } from './languages';
import { localizedArticle, localizedBlog, localizedCollection, localizedPage, localizedProduct } from './localize';
import { seed } from './seed';
import type { SeedArticle, SeedBlog, SeedPage, SeedProduct } from './seed/types';

export type Kind = 'PRODUCT' | 'ARTICLE' | 'PAGE' | 'COLLECTION' | 'QUERY';

export type Doc = { id: string; title: string; available: boolean; titleRank: number; titleWords: number } & (
  | { kind: 'PRODUCT'; product: SeedProduct }
  | { kind: 'ARTICLE'; blog: SeedBlog; article: SeedArticle }
  | { kind: 'PAGE'; page: SeedPage }
);

interface SearchIndex {
  docs: Doc[];
  /** word → postings, each `doc index × 32 + field bits` (see FIELDS). */
  postings: Map<string, number[]>;
  vocabulary: string[];
  collections: { id: string; haystack: string }[];
}

export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The fields, in bit order, with their weight; `predictive` marks Shopify's default predictive fields. */
export const FIELDS = [
  { name: 'TITLE', weight: 12, predictive: true },
  { name: 'PRODUCT_TYPE', weight: 8, predictive: true },
  { name: 'VARIANTS', weight: 5, predictive: true },
  { name: 'TAGS', weight: 3, predictive: true },
  { name: 'BODY', weight: 1, predictive: false },
] as const;
const WEIGHTS = FIELDS.map((f) => f.weight);
/** The field bits of Shopify's default predictive search (title, product type, variant title, vendor). */
export const PREDICTIVE_MASK = FIELDS.reduce((mask, f, i) => (f.predictive ? mask | (1 << i) : mask), 0);

/**
 * One index per language: its docs are the seed's records in that language (localize.ts), so their
 * titles and words are the language's; search.ts turns a doc back into the seed's own record.
 */
function build(language: ShopLanguage): SearchIndex {
  const products = seed.products.map((product) => localizedProduct(product, language));
  const blogs = seed.blogs.map((blog) => ({
    ...localizedBlog(blog, language),
    articles: blog.articles.map((article) => localizedArticle(blog, article, language)),
  }));
  const pages = seed.pages.map((page) => localizedPage(page, language));
  const fielded: { doc: Omit<Doc, 'titleRank' | 'titleWords'>; fields: string[] }[] = [
    ...products.map((product) => ({
      doc: {
        kind: 'PRODUCT' as const,
        id: product.id,
        title: product.title,
        available: product.variants.some((v) => v.quantityAvailable > 0),
        product,
      },
      fields: [
        product.title,
        product.productType,
        product.variants.map((v) => `${v.title} ${v.sku}`).join(' '),
        `${product.handle} ${product.vendor} ${product.tags.join(' ')}`,
        stripHtml(product.descriptionHtml),
      ],
    })),
    ...blogs.flatMap((blog) =>
      blog.articles.map((article) => ({
        doc: { kind: 'ARTICLE' as const, id: article.id, title: article.title, available: true, blog, article },
        fields: [
          article.title,
          '',
          '',
          `${article.handle} ${article.tags.join(' ')}`,
          `${article.excerpt} ${stripHtml(article.contentHtml)}`,
        ],
      })),
    ),
    ...pages.map((page) => ({
      doc: { kind: 'PAGE' as const, id: page.id, title: page.title, available: true, page },
      fields: [page.title, '', '', page.handle, stripHtml(page.bodyHtml)],
    })),
  ];
  const byTitle = fielded.map((_, i) => i).sort((a, b) => fielded[a]!.doc.title.localeCompare(fielded[b]!.doc.title));
  const titleRank = new Array<number>(fielded.length);
  byTitle.forEach((docIndex, position) => {
    const previous = byTitle[position - 1];
    const tie =
      previous !== undefined && fielded[previous]!.doc.title.localeCompare(fielded[docIndex]!.doc.title) === 0;
    titleRank[docIndex] = tie ? titleRank[previous]! : position;
  });
  const postings = new Map<string, number[]>();
  const docs = fielded.map(({ doc, fields }, docIndex) => {
    const bits = new Map<string, number>();
    fields.forEach((field, f) => {
      for (const word of words(field)) bits.set(word, (bits.get(word) ?? 0) | (1 << f));
    });
    for (const [word, mask] of bits) {
      const list = postings.get(word);
      if (list) list.push(docIndex * 32 + mask);
      else postings.set(word, [docIndex * 32 + mask]);
    }
    return { ...doc, titleRank: titleRank[docIndex]!, titleWords: Math.max(1, words(doc.title).length) } as Doc;
  });
  return {
    docs,
    postings,
    vocabulary: [...postings.keys()].sort(),
    collections: seed.collections
      .map((c) => localizedCollection(c, language))
      .map((c) => ({ id: c.id, haystack: `${c.title} ${c.handle}`.toLowerCase() })),
  };
}

export const searchIndex = (language: ShopLanguage = PRIMARY_LANGUAGE) =>
  catalogueIndex().memo(language === PRIMARY_LANGUAGE ? 'search' : `search:${language}`, () => build(language));

/** A term's whole-word forms: the word, its plural (English, German, French) or its singular. */
const FORMS = (term: string) => [
  term,
  `${term}s`,
  `${term}es`,
  `${term}n`,
  `${term}en`,
  ...(/[sn]$/.test(term) ? [term.slice(0, -1)] : []),
];

/** The vocabulary words a term matches: its whole-word forms, or (prefix) any continuation. */
function matchingWords(index: SearchIndex, term: string, prefix: boolean): string[] {
  if (!prefix) return FORMS(term).filter((form) => index.postings.has(form));
  const { vocabulary } = index;
  let low = 0;
  let high = vocabulary.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (vocabulary[mid]! < term) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < vocabulary.length && vocabulary[i]!.startsWith(term); i++) found.push(vocabulary[i]!);
  return found;
}

/** The score of a term's field bits: the weights of the fields it is found in. */
const GAIN = Array.from({ length: 32 }, (_, mask) =>
  WEIGHTS.reduce((sum, w, f) => (mask & (1 << f) ? sum + w : sum), 0),
);

/** A word the last term only begins ("kufenhalter" for "kufe") counts this much of a whole word. */
const PREFIX_SHARE = 0.5;
/** The most a title wholly made of the query's words adds (less than any field's own weight). */
const COVERAGE_WEIGHT = 4;

/**
 * Documents (by index) that match every term in the `fields` bits, with their score; the last term
 * may be a prefix. A term scores the weights of the fields it is found in (half for a word it only
 * begins), and the title adds the share of its words the query matched.
 */
export function scored(
  query: string,
  prefix: boolean,
  language: ShopLanguage = PRIMARY_LANGUAGE,
  fields = 31,
): { index: number; score: number }[] {
  const index = searchIndex(language);
  const terms = words(query);
  const scores = new Float64Array(index.docs.length);
  const inTitle = new Uint8Array(index.docs.length);
  let alive: number[] = [];
  for (const [t, term] of terms.entries()) {
    // Bits of the fields the term is found in as a whole word, and as the start of a longer one.
    const whole = new Uint8Array(index.docs.length);
    const begun = new Uint8Array(index.docs.length);
    const touched: number[] = [];
    const forms = new Set(FORMS(term));
    for (const word of matchingWords(index, term, prefix && t === terms.length - 1)) {
      const masks = forms.has(word) ? whole : begun;
      for (const posting of index.postings.get(word)!) {
        const bits = posting & 31 & fields;
        if (bits === 0) continue;
        const doc = posting >> 5;
        if (whole[doc] === 0 && begun[doc] === 0) touched.push(doc);
        masks[doc]! |= bits;
      }
    }
    alive = t === 0 ? touched : alive.filter((doc) => whole[doc] !== 0 || begun[doc] !== 0);
    for (const doc of alive) {
      const w = whole[doc]!;
      scores[doc]! += GAIN[w]! + PREFIX_SHARE * GAIN[begun[doc]! & ~w]!;
      if ((w | begun[doc]!) & 1) inTitle[doc]!++;
    }
    if (alive.length === 0) break;
  }
  return alive.map((doc) => ({
    index: doc,
    score:
      scores[doc]! +
      (COVERAGE_WEIGHT * Math.min(inTitle[doc]!, index.docs[doc]!.titleWords)) / index.docs[doc]!.titleWords,
  }));
}
