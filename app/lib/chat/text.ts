// Plain text from the shop's rich-text HTML, split into passages at its headings. Tables become one
// sentence a row ("Skate size: Senior 8–8.5; Player runner: 272 mm."), links keep their text, and
// sentences end only where a sentence ends: never inside an e-mail address, a domain or a number.
import { Parser } from 'htmlparser2';

export { inlineText } from '~/lib/content/rich-text';

/** Elements whose end ends a sentence (as does <br>), and elements whose text is not prose. */
const BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'div', 'blockquote']);
const SKIPPED = new Set(['script', 'style', 'pre']);

export interface Section {
  heading: string;
  text: string;
}

/**
 * One pass over rich text: its text (each block ended by ". ", each table as sentences) and its
 * tables; with `split`, one piece per <h2>/<h3> (a FAQ question with its answer) and one before.
 */
function read(html: string, split = false) {
  const pieces: Section[] = [{ heading: '', text: '' }];
  const tables: string[][][] = [];
  let table: string[][] | null = null;
  let cell: string | null = null;
  let heading: string | null = null;
  let skipped = 0;
  const write = (text: string) => {
    if (cell !== null) cell += text;
    else if (table || skipped) return;
    else if (heading) pieces.at(-1)!.heading += text;
    else pieces.at(-1)!.text += text;
  };
  new Parser({
    onopentag(name) {
      if (name === 'table' && !table) table = [];
      else if (name === 'tr') table?.push([]);
      else if ((name === 'td' || name === 'th') && table) cell = '';
      else if (SKIPPED.has(name) && !table) {
        write(' ');
        skipped++;
      } else if (split && (name === 'h2' || name === 'h3') && !table && !heading) {
        pieces.push({ heading: '', text: '' });
        heading = name;
      } else if (name === 'br') write(cell === null ? '. ' : ' ');
    },
    onclosetag(name) {
      if (name === 'table' && table) {
        tables.push(table);
        table = null;
        write(` ${tableText(tables.at(-1)!)} `);
      } else if ((name === 'td' || name === 'th') && table && cell !== null) {
        if (!table.length) table.push([]);
        table.at(-1)!.push(cell.replace(/\s+/g, ' ').trim());
        cell = null;
      } else if (SKIPPED.has(name) && skipped) skipped--;
      else if (name === heading) heading = null;
      else if (BLOCKS.has(name)) write(cell === null ? '. ' : ' ');
    },
    ontext: write,
  }).end(html);
  return { pieces, tables };
}

/** Each table of `html` as rows of cell texts (header row first when there is one). */
export const tables = (html: string): string[][][] => read(html).tables;

/** A table as sentences: each body row's cells named by the header's. */
function tableText(table: string[][]): string {
  const [head, ...rows] = table;
  if (!head) return '';
  return rows.map((row) => row.map((cell, i) => (head[i] ? `${head[i]}: ${cell}` : cell)).join('; ') + '.').join(' ');
}

/** Text as the chat reads it: whitespace collapsed, no stray or doubled full stops. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([.?!:;])(\s*\.)+(?=\s|$)/g, '$1')
    .replace(/(\s\.)+/g, '.')
    .trim();

export const htmlToText = (html: string): string => tidy(read(html).pieces[0]!.text);

/** One section per h2/h3 (a FAQ question with its answer); text before the first heading too. */
export function splitSections(html: string): Section[] {
  return read(html, true).pieces.flatMap(({ heading, text }) => {
    const body = tidy(text);
    return body ? [{ heading: tidy(heading).replace(/\.$/, ''), text: body }] : [];
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
