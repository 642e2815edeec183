// /shop: every product, and the collections.
import { outage } from '~/lib/http/upstream.server';
import { Link } from 'react-router';
import type { Route } from './+types/shop';
import { ProductGrid } from '~/components/product/product-grid';
import { productCards } from '~/lib/catalogue/product-cards.server';
import { PRODUCT_CARD_FRAGMENT } from '~/graphql/fragments';
import * as styles from '~/components/content/content.css';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { pageMeta, SITE_DESCRIPTION } from '~/lib/seo/meta';

const SHOP_QUERY = `#graphql
  ${PRODUCT_CARD_FRAGMENT}
  query Shop($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    products(first: 50) {
      nodes {
        ...ProductCard
      }
    }
    collections(first: 50) {
      nodes {
        id
        handle
        title
      }
    }
  }
` as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { products, collections } = await context.storefront
    .query(SHOP_QUERY, { cache: CATALOGUE_CACHE })
    .catch(outage('Failed to fetch products'));
  return { products: productCards(products.nodes), collections: collections.nodes };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Shop', description: SITE_DESCRIPTION });

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Shop</h1>
      <nav aria-label="Collections">
        <ul className={styles.pills}>
          {loaderData.collections.map((collection) => (
            <li key={collection.id}>
              <Link to={`/collections/${collection.handle}`}>{collection.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="all-products">
        <h2 id="all-products">All products</h2>
        <ProductGrid products={loaderData.products} />
      </section>
    </>
  );
}
