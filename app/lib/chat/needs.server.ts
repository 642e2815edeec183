// Which product fits a need, from the catalogue's own tags and options: goalies (tag goalie), a rink
// at home (tag home-rink), a beginner (tag starter; for blades, the player runner that is not the
// premium one), quick turns (the blade offered with the smallest radius). Names, prices and the
// sentence quoted come from the Storefront in the page's language and the visitor's currency.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { formatMoney } from '~/lib/catalogue/money';
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { conceptsOf, type ConceptName } from './lexicon';
import { paragraphs } from '~/lib/content/rich-text';
import { sentences } from './text';
import type { ChatAnswer } from './types';

const NEED_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query ChatNeedProducts($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 20, query: $query, sortKey: BEST_SELLING) {
      nodes {
        handle
        title
        descriptionHtml
        tags
        options {
          name
          optionValues {
            name
          }
        }
        priceRange {
          minVariantPrice {
            ...Money
          }
        }
      }
    }
  }
` as const;

export type NeedProduct = {
  handle: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  options: { name: string; optionValues: { name: string }[] }[];
  priceRange: { minVariantPrice: { amount: string; currencyCode: string } };
};

export type Need = 'goalie' | 'homeRink' | 'beginner' | 'quickTurns';

const NEED_CONCEPT: Record<Need, ConceptName> = {
  goalie: 'goalie',
  homeRink: 'home',
  beginner: 'beginner',
  quickTurns: 'quickTurns',
};

/** The need a question names, if it asks which product (or names a blade or ice with it). */
export function needOf(concepts: Set<ConceptName>): Need | null {
  const asking = concepts.has('recommend') || concepts.has('blade') || concepts.has('ice');
  if (!asking) return null;
  return (['goalie', 'quickTurns', 'homeRink', 'beginner'] as const).find((n) => concepts.has(NEED_CONCEPT[n])) ?? null;
}

const RADIUS = /(\d+(?:[.,]\d+)?)\s*ft/i;

/** The products for a need, best-selling first (at most two), and the option to choose. */
export async function needProducts(storefront: StorefrontCalls, need: Need, concepts: Set<ConceptName>) {
  const blades = concepts.has('blade') || concepts.has('skate');
  const queries: Record<Need, string> = {
    goalie: 'tag:goalie',
    homeRink: 'tag:home-rink',
    quickTurns: 'tag:blades',
    beginner: blades ? 'tag:player' : 'tag:starter',
  };
  const query = queries[need];
  const { products } = await storefrontQuery(storefront, NEED_QUERY, { variables: { query }, cache: CATALOGUE_CACHE });
  let found: NeedProduct[] = products.nodes;
  let option: string | null = null;
  if (need === 'beginner' && blades) found = found.filter((p) => !p.tags.includes('premium'));
  if (need === 'quickTurns') {
    // The smallest radius any blade is offered with: less blade on the ice, quicker turns.
    const radii = found.flatMap((p) =>
      p.options.flatMap((o) => o.optionValues.flatMap((v) => (RADIUS.test(v.name) ? [{ p, v: v.name }] : []))),
    );
    const radius = (name: string) => Number(RADIUS.exec(name)![1]!.replace(',', '.'));
    const smallest = radii.sort((a, b) => radius(a.v) - radius(b.v))[0];
    found = smallest ? [smallest.p] : [];
    option = smallest?.v ?? null;
  }
  return { products: found.slice(0, need === 'homeRink' ? 2 : 1), option };
}

/** The sentence of a description's paragraphs (not its lists of specs) that speaks of the need, else its first. */
function reason(descriptionHtml: string, need: Need): string {
  const prose = paragraphs(descriptionHtml);
  const all = prose.flatMap(sentences).filter((s) => s.length <= 260);
  const speaking = all.filter((s) => conceptsOf(s).has(NEED_CONCEPT[need]));
  return speaking.sort((a, b) => b.length - a.length)[0] ?? all[0] ?? '';
}

const TEMPLATE: Record<Need, keyof Messages['chat']['answers']> = {
  goalie: 'needGoalie',
  homeRink: 'needHomeRink',
  beginner: 'needBeginner',
  quickTurns: 'needQuickTurns',
};

export function needAnswer(
  need: Need,
  found: { products: NeedProduct[]; option: string | null },
  words: Messages['chat']['answers'],
  path: (url: string) => string,
): ChatAnswer | null {
  const [first, ...others] = found.products;
  if (!first) return null;
  const named = found.products.map(
    (p) => `${p.title} (${format(words.needFrom, { price: formatMoney(p.priceRange.minVariantPrice) })})`,
  );
  const template = need === 'quickTurns' && !found.option ? 'needQuickTurnsNoOption' : TEMPLATE[need];
  const intro = format(words[template], { product: named.join(', '), option: found.option ?? '' });
  const why = found.products.map((p) => reason(p.descriptionHtml, need)).filter(Boolean);
  return {
    kind: 'product',
    text: [intro, ...why].join(' '),
    source: { url: path(`/shop/${first.handle}`), title: first.title },
    links: others.map((p) => ({ url: path(`/shop/${p.handle}`), title: p.title })),
  };
}
