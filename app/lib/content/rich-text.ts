// Shopify's rich text (merchant HTML) is read with htmlparser2's streaming parser, never a regex.
// Not Workers' HTMLRewriter: this HTML is a string field of a Storefront answer, read synchronously
// into loader data and the chat's knowledge, and the FAQ and contact pages cut it where elements
// are; HTMLRewriter rewrites a Response asynchronously and tells no source positions.
import { Parser } from 'htmlparser2';

/** A change to the source: the text that replaces `[start, end)`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `html` with its edits made (in source order, not overlapping); the rest byte for byte. */
export function edited(html: string, edits: readonly Edit[]): string {
  let out = '';
  let from = 0;
  for (const { start, end, text } of edits) {
    out += html.slice(from, start) + text;
    from = end;
  }
  return out + html.slice(from);
}

/** An attribute value written between `quote`s (double quotes for one that had none). */
export function attribute(name: string, value: string, quote: string | null | undefined): string {
  const q = quote ?? '"';
  return `${name}=${q}${value.replaceAll('&', '&amp;').replaceAll(q, q === '"' ? '&quot;' : '&#39;')}${q}`;
}

const HIDDEN = new Set(['script', 'style']);

/** The text of each line of an HTML fragment (lines end at `<br>`), as `inlineText` writes it. */
export function textLines(html: string): string[] {
  const lines = [''];
  let hidden = 0;
  new Parser({
    onopentag(name) {
      if (name === 'br') lines.push('');
      if (HIDDEN.has(name)) hidden++;
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) hidden--;
    },
    ontext(data) {
      if (!hidden) lines[lines.length - 1] += data;
    },
  }).end(html);
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}

/** The text of an HTML fragment without any markup (entities decoded), whitespace collapsed. */
export const inlineText = (html: string): string => textLines(html).filter(Boolean).join(' ');

/** An element in the source: where it starts, where its inner HTML starts and ends, where it ends. */
export interface SourceElement {
  name: string;
  attributes: Record<string, string>;
  start: number;
  inner: number;
  innerEnd: number;
  end: number;
}

/** The elements of `html` named in `names` that have an end tag, in source order. */
export function elements(html: string, names: readonly string[]): SourceElement[] {
  const found: SourceElement[] = [];
  const open: Omit<SourceElement, 'innerEnd' | 'end'>[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (names.includes(name)) open.push({ name, attributes, start: parser.startIndex, inner: parser.endIndex + 1 });
    },
    onclosetag(name, implied) {
      const element = names.includes(name) ? open.pop() : undefined;
      if (!element || implied) return;
      // The parser reports a closing tag's end where its name ends (`</li >`): the tag ends at its `>`.
      found.push({ ...element, innerEnd: parser.startIndex, end: html.indexOf('>', parser.endIndex) + 1 });
    },
  });
  parser.end(html);
  return found.sort((a, b) => a.start - b.start);
}

/** Whether `element` lies inside `outer`'s inner HTML. */
export const within = (outer: SourceElement, element: SourceElement) =>
  element.start >= outer.inner && element.end <= outer.innerEnd;

/** The inner HTML of an element of `html`. */
export const innerHtml = (html: string, element: SourceElement) => html.slice(element.inner, element.innerEnd);

/** The text of each paragraph (`<p>`) of `html`, in source order. */
export const paragraphs = (html: string): string[] => elements(html, ['p']).map((p) => inlineText(innerHtml(html, p)));
