// Merchant HTML is written for Shopify's theme, where a page's questions may start at <h3>. Under
// our <h1>, the body's headings are moved up so its first level is <h2> (axe heading-order, WCAG
// 1.3.1): levels keep their relative order, nothing is moved down.
import { Parser } from 'htmlparser2';
import { edited } from './rich-text';

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export function headingsFrom(html: string, top = 2): string {
  // Where each heading tag's level digit is in the source (`<h3`, `</h3>`), and its level.
  const tags: { at: number; level: number }[] = [];
  const tag = (name: string) => ({ at: html.indexOf(name[1]!, parser.startIndex), level: Number(name[1]) });
  const parser = new Parser({
    onopentag(name) {
      if (HEADINGS.has(name)) tags.push(tag(name));
    },
    onclosetag(name, implied) {
      if (HEADINGS.has(name) && !implied) tags.push(tag(name));
    },
  });
  parser.end(html);
  const shift = Math.min(...tags.map(({ level }) => level)) - top;
  if (!(shift > 0)) return html;
  return edited(
    html,
    tags.map(({ at, level }) => ({ start: at, end: at + 1, text: String(level - shift) })),
  );
}
