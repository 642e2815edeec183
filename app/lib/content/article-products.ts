// The products an article mentions (docs/decisions/content-and-home.md): the handles of its links to product pages,
// read from its body once the links are rewritten to the shop's routes (./links.ts): in order,
// each once, at most four.
import { Parser } from 'htmlparser2';
import { SLUG } from './pages';

export const ARTICLE_PRODUCTS = 4;

/** Handles linked as `{shop}/{handle}` (`shop`: the page's /shop path, e.g. `/fr/shop`). */
export function linkedProducts(html: string, shop: string, max = ARTICLE_PRODUCTS): string[] {
  const handles: string[] = [];
  new Parser({
    onattribute(name, href) {
      const path = href.replace(/[?#].*$/, '');
      if (name !== 'href' || !path.startsWith(`${shop}/`) || handles.length === max) return;
      const handle = path.slice(shop.length + 1);
      if (SLUG.test(handle) && !handles.includes(handle)) handles.push(handle);
    },
  }).end(html);
  return handles;
}
