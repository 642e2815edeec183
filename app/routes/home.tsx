import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CATALOGUE_CACHE } from '~/lib/cache.server';
import { formatMoney, type Money } from '~/lib/money';
import * as styles from './home.css';

const HOME_QUERY = `#graphql
  query Home($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      name
      description
    }
    products(first: 50) {
      nodes {
        id
        handle
        title
        featuredImage {
          url(transform: { maxWidth: 600 })
          altText
          width
          height
        }
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
      }
    }
  }
` as const;

interface HomeQuery {
  shop: { name: string; description: string | null };
  products: {
    nodes: {
      id: string;
      handle: string;
      title: string;
      featuredImage: { url: string; altText: string | null; width: number | null; height: number | null } | null;
      priceRange: { minVariantPrice: Money };
    }[];
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { shop, products } = await context.storefront.query<HomeQuery>(HOME_QUERY, { cache: CATALOGUE_CACHE });
  return { shop, products: products.nodes };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.shop.name} | Sustainable hockey equipment` : 'Sharkblades' },
  { name: 'description', content: data?.shop.description ?? '' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { shop, products } = loaderData;
  return (
    <>
      <section className={styles.hero}>
        <h1>{shop.name}</h1>
        <p>{shop.description}</p>
      </section>
      <section aria-labelledby="catalogue">
        <h2 id="catalogue">Our products</h2>
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <Link to={`/shop/${product.handle}`} prefetch="intent" className={styles.cardLink}>
                {product.featuredImage ? (
                  <img
                    src={product.featuredImage.url}
                    alt={product.featuredImage.altText ?? ''}
                    width={600}
                    height={600}
                    loading="eager"
                  />
                ) : null}
                <h3>{product.title}</h3>
              </Link>
              <p>From {formatMoney(product.priceRange.minVariantPrice)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
