// The products an article mentions (docs/decisions/256): the handles of its links to product pages,
// read from its body once the links are rewritten to the shop's routes (./links.ts): in order,
// each once, at most four.
import { SLUG } from './pages';

export const ARTICLE_PRODUCTS = 4;

const HREF = /\shref=(["'])([^"']*)\1/gi;

/** Handles linked as `{shop}/{handle}` (`shop`: the page's /shop path, e.g. `/fr/shop`). */
export function linkedProducts(html: string, shop: string, max = ARTICLE_PRODUCTS): string[] {
  const handles: string[] = [];
  for (const [, , href = ''] of html.matchAll(HREF)) {
    const path = href.replace(/[?#].*$/, '');
    if (!path.startsWith(`${shop}/`)) continue;
    const handle = path.slice(shop.length + 1);
    if (!SLUG.test(handle) || handles.includes(handle)) continue;
    handles.push(handle);
    if (handles.length === max) break;
  }
  return handles;
}
