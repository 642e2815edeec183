// The product page's specification table: a description that ends in a list of "Name: value"
// items (how the shop writes its specs) gives that list up as the table; the prose stays as it is.
// Read with the rich-text parser (~/lib/content/rich-text), never a regex over the HTML.
import { elements, innerHtml, within } from '~/lib/content/rich-text';

export interface ProductDetails {
  /** The description without the spec list. */
  html: string;
  /** Rows as the merchant's HTML wrote them (name, value). */
  specs: [name: string, value: string][];
}

/** "Name: value", the name short and without a colon. */
const ROW = /^([^:]{1,40}):\s*(.+)$/;

export function splitSpecs(descriptionHtml: string): ProductDetails {
  const prose = { html: descriptionHtml, specs: [] };
  const found = elements(descriptionHtml, ['ul', 'li']);
  const list = found.findLast((e) => e.name === 'ul');
  // Only a plain list at the very end is a spec list.
  if (!list || Object.keys(list.attributes).length || descriptionHtml.slice(list.end).trim()) return prose;
  const items = found.filter((e) => e.name === 'li' && within(list, e));
  // Items of text alone, nothing but white space between them, each "Name: value"; else it is prose.
  const between = [list.inner, ...items.flatMap((li) => [li.start, li.end]), list.innerEnd];
  for (let i = 0; i < between.length; i += 2) {
    if (descriptionHtml.slice(between[i], between[i + 1]).trim()) return prose;
  }
  const rows = items
    .map((li) => innerHtml(descriptionHtml, li).trim())
    .map((text) => (text.includes('<') ? null : ROW.exec(text)));
  if (!rows.length || rows.some((row) => !row)) return prose;
  return {
    html: descriptionHtml.slice(0, list.start).trimEnd(),
    specs: rows.map((row) => [row![1]!.trim(), row![2]!.trim()]),
  };
}
