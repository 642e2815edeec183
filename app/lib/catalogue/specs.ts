// The product page's specification table: a description that ends in a list of "Name: value"
// items (how the shop writes its specs) gives that list up as the table; the prose stays as it is.
// Written as HTML on the server, like the description itself, so it costs the page no JavaScript.
import { escapeHtml } from '~/lib/html';
import { paymentMarksHtml, type PaymentMethod } from '~/lib/checkout/payments';

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

/** "About <title>", the description, then its spec table (and the variant's SKU, as text). */
export function detailsHtml(title: string, descriptionHtml: string, sku?: string | null): string {
  const { html: prose, specs } = splitSpecs(descriptionHtml);
  const html = `<h2>About ${escapeHtml(title)}</h2>${prose}`;
  const rows = specs.map(([name, value]) => `<tr><th scope="row">${name}</th><td>${value}</td></tr>`);
  if (sku) rows.push(`<tr><th scope="row">SKU</th><td>${escapeHtml(sku)}</td></tr>`);
  if (!rows.length) return html;
  return `${html}<table><caption>Specifications</caption><tbody>${rows.join('')}</tbody></table>`;
}

/** The buy box's closing notes: the payment marks, then sentences. */
export function buyBoxNotesHtml(payments: readonly PaymentMethod[], sentences: string[]): string {
  return `${paymentMarksHtml(payments)}${sentences.map((s) => `<p>${escapeHtml(s)}</p>`).join('')}`;
}
