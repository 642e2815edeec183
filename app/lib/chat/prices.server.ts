// Prices and availability in the visitor's market, for the chat's structured answers. The query
// carries $country, so Hydrogen prices it in the request's market and caches it per market.
import type { Storefront } from '@shopify/hydrogen';
import { MONEY_FRAGMENT } from '~/graphql/fragments';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';

const PRICES_QUERY = `#graphql
  ${MONEY_FRAGMENT}
  query ChatPrices($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    products(first: 50) {
      nodes {
        handle
        title
        variants(first: 50) {
          nodes {
            id
            title
            availableForSale
            price {
              ...Money
            }
          }
        }
      }
    }
  }
` as const;

export interface PricedVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
}

export interface PricedProduct {
  handle: string;
  title: string;
  variants: PricedVariant[];
}

export async function loadPrices(storefront: Pick<Storefront, 'query'>): Promise<PricedProduct[]> {
  const { products } = await storefront.query(PRICES_QUERY, { cache: CATALOGUE_CACHE });
  return products.nodes.map((p) => ({ handle: p.handle, title: p.title, variants: p.variants.nodes }));
}
