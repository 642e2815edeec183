// "Complete the kit" as static HTML (an island, docs/decisions/170 and 244): the listing's own
// product cards (./product-grid), rendered on the server, so the product page's first-load
// JavaScript does not grow by the grid's chunk. The cards read the page's words and language from
// the router (useMessages, useLocalePath), so they render inside a static router whose one route
// answers what the root's and the product's loaders would (React Router's public SSR API).
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ProductCard } from '~/lib/catalogue/product-cards.server';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { ProductGrid } from '~/components/cards/product-grid';
import * as styles from './product.css';

export interface KitProps {
  products: ProductCard[];
  title: string;
  /** The page's URL (the cards' links are absolute paths; only its origin matters). */
  url: string;
  language: Language;
  onUs: boolean;
  cards: Messages['cards'];
}

export async function kitHtml({ products, title, url, language, onUs, cards }: KitProps): Promise<string> {
  // Nothing to show: an empty island (./product.css.ts hides it).
  if (!products.length) return '';
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '*',
      loader: () => ({ language, origins: { onUs }, messages: { cards } }),
      Component: () => <ProductGrid products={products} eager="none" />,
    },
  ]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return '';
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <section className={styles.kit} aria-labelledby="kit-title">
      <h2 id="kit-title">{title}</h2>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </section>,
  );
}
