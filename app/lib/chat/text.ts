// Plain text from the shop's rich-text HTML, split into passages at its headings. Tables become one
// sentence a row ("Skate size: Senior 8–8.5; Player runner: 272 mm."), links keep their text, and
// sentences end only where a sentence ends: never inside an e-mail address, a domain or a number.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x?[\da-f]+|[a-z]+);/gi, (match, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? match;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The text of an HTML fragment without any markup, whitespace collapsed. */
export function inlineText(html: string): string {
  return decode(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each table of `html` as rows of cell texts (header row first when there is one). */
export function tables(html: string): string[][][] {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/gi)].map(([, body]) =>
    [...body!.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gi)].map(([, cell]) => inlineText(cell!)),
    ),
  );
}

/** A table as sentences: each body row's cells named by the header's. */
function tableText(table: string[][]): string {
  const [head, ...rows] = table;
  if (!head) return '';
  return rows.map((row) => row.map((cell, i) => (head[i] ? `${head[i]}: ${cell}` : cell)).join('; ') + '.').join(' ');
}

export function htmlToText(html: string): string {
  const withTables = html.replace(/<table[^>]*>[\s\S]*?<\/table>/gi, (table) => {
    const [rows] = tables(table);
    return ` ${rows ? tableText(rows) : ''} `;
  });
  return decode(
    withTables
      .replace(/<(script|style|pre)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(p|li|h\d|section|div|blockquote)>|<br\s*\/?>/gi, '. ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .replace(/([.?!:;])(\s*\.)+(?=\s|$)/g, '$1')
    .replace(/(\s\.)+/g, '.')
    .trim();
}

export interface Section {
  heading: string;
  text: string;
}

/** One section per h2/h3 (a FAQ question with its answer); text before the first heading too. */
export function splitSections(html: string): Section[] {
  const parts = html.split(/(?=<h[23][^>]*>)/i);
  return parts.flatMap((part) => {
    const heading = /^<h[23][^>]*>([\s\S]*?)<\/h[23]>/i.exec(part);
    const body = heading ? part.slice(heading[0].length) : part;
    const text = htmlToText(body);
    return text ? [{ heading: heading ? htmlToText(heading[1]!).replace(/\.$/, '') : '', text }] : [];
  });
}

/**
 * The sentences of a text: a break after . ! ? (or a closing quote) followed by a space, never
 * inside "hello@sharkblades.ch", "8.5" or "e.g." (the next sentence starts with a capital, a digit
 * or a quote).
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”»]?)\s+(?=["“„«(]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The first sentences of a passage, up to about `max` characters (at least one sentence). */
export function firstSentences(text: string, max = 420): string {
  let out = '';
  for (const sentence of sentences(text)) {
    if (out && out.length + sentence.length + 1 > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out;
}

/** A long section as passages of a few whole sentences each (about `max` characters). */
export function chunkSentences(text: string, max = 480): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences(text)) {
    if (current && current.length + sentence.length + 1 > max) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}
