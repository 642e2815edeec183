// The product page's specification table: a description that ends in a list of "Name: value"
// items (how the shop writes its specs) gives that list up as the table; the prose stays as it is.
// Rendered on the server, like the description itself (~/components/product/product-details.server).

export interface ProductDetails {
  /** The description without the spec list. */
  html: string;
  /** Rows as the merchant's HTML wrote them (name, value). */
  specs: [name: string, value: string][];
}

const TRAILING_LIST = /<ul>((?:\s*<li>[^<]*<\/li>)+)\s*<\/ul>\s*$/;
const ITEM = /<li>([^<]*)<\/li>/g;

export function splitSpecs(descriptionHtml: string): ProductDetails {
  const list = TRAILING_LIST.exec(descriptionHtml);
  if (!list) return { html: descriptionHtml, specs: [] };
  const items = [...list[1]!.matchAll(ITEM)].map((m) => m[1]!.trim());
  const rows = items.map((item) => /^([^:]{1,40}):\s*(.+)$/.exec(item));
  // Only a list where every item is "Name: value" is a spec list; anything else is prose.
  if (!rows.length || rows.some((row) => !row)) return { html: descriptionHtml, specs: [] };
  return {
    html: descriptionHtml.slice(0, list.index).trimEnd(),
    specs: rows.map((row) => [row![1]!.trim(), row![2]!.trim()]),
  };
}
