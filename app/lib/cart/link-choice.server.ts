// What the cart link's question shows (docs/decisions/cart.md): the link's lines by product and variant
// name (one Storefront read of its variants), the cart's lines, and where the answer is posted.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { oneLine } from '~/lib/http/upstream.server';
import type { CartLink } from './links';
import type { CartNotices } from './notices';
import type { Cart } from './types';
import { log } from '~/lib/ops/log.server';

const LINK_VARIANTS_QUERY = `#graphql
  query CartLinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        title
        product {
          title
        }
      }
    }
  }
` as const;

export interface LinkChoiceLine {
  id: string;
  quantity: number;
  title: string;
  /** The variant's name, unless it is the only one ("Default Title"). */
  variant: string | null;
}

export interface LinkChoiceView {
  /** Where the answer goes: the link itself, query kept. */
  action: string;
  link: LinkChoiceLine[];
  cart: LinkChoiceLine[];
  discountCode: string | null;
  checkout: boolean;
}

export type LinkChoiceResult = { ok: true; view: LinkChoiceView } | { ok: false; status: 400 | 503; message: string };

const variantName = (title: string) => (title === 'Default Title' ? null : title);

/** The question's model, or a 400 when the link names a variant Shopify does not know. */
export async function linkChoiceView(
  storefront: StorefrontCalls,
  link: CartLink,
  cart: Cart,
  action: string,
  t: CartNotices,
): Promise<LinkChoiceResult> {
  let nodes;
  try {
    ({ nodes } = await storefrontQuery(storefront, LINK_VARIANTS_QUERY, {
      variables: { ids: link.lines.map((line) => line.merchandiseId) },
      cache: CATALOGUE_CACHE,
    }));
  } catch (error) {
    (storefront.log ?? log).warn(`Cart link variants failed: ${oneLine(error)}`);
    return { ok: false, status: 503, message: t.failedCart };
  }
  const linkLines: LinkChoiceLine[] = [];
  for (const [i, line] of link.lines.entries()) {
    const node = nodes[i];
    if (!node || !('product' in node)) return { ok: false, status: 400, message: t.invalidItem };
    const { id, title, product } = node;
    linkLines.push({ id, quantity: line.quantity, title: product.title, variant: variantName(title) });
  }
  const cartLines = cart.lines.nodes.map(({ id, quantity, merchandise }) => ({
    id,
    quantity,
    title: merchandise.product.title,
    variant: variantName(merchandise.title),
  }));
  const { discountCode, checkout } = link;
  return { ok: true, view: { action, link: linkLines, cart: cartLines, discountCode, checkout } };
}
