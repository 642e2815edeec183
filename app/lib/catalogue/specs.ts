// The product page's specification table: a description that ends in a list of "Name: value"
// items (how the shop writes its specs) gives that list up as rows; the prose stays as it is.

export interface ProductDetails {
  /** The description without the spec list. */
  html: string;
  specs: [name: string, value: string][];
}

const TRAILING_LIST = /<ul>((?:\s*<li>[^<]*<\/li>)+)\s*<\/ul>\s*$/;
const ITEM = /<li>([^<]*)<\/li>/g;

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
/** The rows render as text, so the few entities a shop's HTML uses are decoded. */
const decode = (text: string) => text.replace(/&(nbsp|amp|quot|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]!);

export function splitSpecs(descriptionHtml: string): ProductDetails {
  const list = TRAILING_LIST.exec(descriptionHtml);
  if (!list) return { html: descriptionHtml, specs: [] };
  const items = [...list[1]!.matchAll(ITEM)].map((m) => m[1]!.trim());
  const rows = items.map((item) => /^([^:]{1,40}):\s*(.+)$/.exec(item));
  // Only a list where every item is "Name: value" is a spec list; anything else is prose.
  if (!rows.length || rows.some((row) => !row)) return { html: descriptionHtml, specs: [] };
  return {
    html: descriptionHtml.slice(0, list.index).trimEnd(),
    specs: rows.map((row) => [decode(row![1]!.trim()), decode(row![2]!.trim())]),
  };
}
