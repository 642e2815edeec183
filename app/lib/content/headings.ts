// Merchant HTML is written for Shopify's theme, where a page's questions may start at <h3>. Under
// our <h1>, the body's headings are moved up so its first level is <h2> (axe heading-order, WCAG
// 1.3.1): levels keep their relative order, nothing is moved down.

export function headingsFrom(html: string, top = 2): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (!levels.length) return html;
  const shift = Math.min(...levels) - top;
  if (shift <= 0) return html;
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_, slash: string, level: string) => `<${slash}h${Number(level) - shift}`,
  );
}
