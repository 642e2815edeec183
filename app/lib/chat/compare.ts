// "9 ft or 11 ft, what's the difference?": a question that names a product and two or more of its
// measures (a radius, a length) is answered by the sentences of the product's own page that name
// those measures together, in the page's language.
import type { Passage } from './passages';
import { sentences } from './text';

/** The measures a text names ("9ft", "11 ft", "272 mm"), written "9 ft", "272 mm". */
export function measuresIn(text: string): string[] {
  const found = [...text.matchAll(/(?<![\p{L}\p{N}])(\d+(?:[.,]\d+)?)\s*(mm|cm|ft|m|kg)(?![\p{L}\p{N}])/giu)];
  return [...new Set(found.map(([, n, unit]) => `${n!.replace(',', '.')} ${unit!.toLowerCase()}`))];
}

/** The sentences of the page at `url` that name every measure asked (two at least), else null. */
export function measuresCompared(question: string, url: string, passages: Iterable<Passage>): string | null {
  const asked = measuresIn(question);
  if (asked.length < 2) return null;
  for (const passage of passages) {
    if (passage.url !== url) continue;
    const found = sentences(passage.text).filter((sentence) => {
      const named = measuresIn(sentence);
      return asked.every((measure) => named.includes(measure));
    });
    if (found.length) return found.join(' ');
  }
  return null;
}
