// Runner length for a skate size, from the sizing table the shop publishes (the blade sizing
// guide): found by its shape (a size column, then columns of "NNN mm"), its goalie column by the
// header's word in any of the site's languages. A size outside the table is said to be so.
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import type { Language } from '~/lib/i18n/languages';
import { listOf } from './countries';
import { conceptsOf, normalize, type ConceptName } from './lexicon';
import type { ContentDocument } from './passages';
import { tables } from './text';
import type { ChatAnswer, ChatLink } from './types';

export interface SizeRow {
  label: string;
  from: number;
  to: number;
  player: string | null;
  goalie: string | null;
}

export interface SizingTable {
  rows: SizeRow[];
  source: ChatLink;
}

const MM = /^\d{3}\s*mm$/i;
const NUMBER = /\d+(?:[.,]\d+)?/g;
const toNumber = (text: string) => Number(text.replace(',', '.'));

/** The first table whose rows give a skate size and runner lengths in millimetres. */
export function parseSizing(documents: ContentDocument[]): SizingTable | null {
  for (const doc of documents) {
    for (const [head, ...body] of tables(doc.html)) {
      if (!head || head.length < 2 || body.length < 3) continue;
      const mmColumns = head.map((_, i) => i).filter((i) => i > 0 && body.some((row) => MM.test(row[i] ?? '')));
      if (mmColumns.length === 0) continue;
      const goalieColumn = mmColumns.find((i) => conceptsOf(head[i]!).has('goalie'));
      const playerColumn = mmColumns.find((i) => i !== goalieColumn);
      const rows = body.flatMap((row): SizeRow[] => {
        const numbers = (row[0] ?? '').match(NUMBER)?.map(toNumber) ?? [];
        if (numbers.length === 0) return [];
        const cell = (i: number | undefined) => (i !== undefined && MM.test(row[i] ?? '') ? row[i]! : null);
        return [
          {
            label: row[0]!,
            from: numbers[0]!,
            to: numbers.at(-1)!,
            player: cell(playerColumn),
            goalie: cell(goalieColumn),
          },
        ];
      });
      if (rows.length >= 3) return { rows, source: { url: doc.url, title: doc.title } };
    }
  }
  return null;
}

const NEAR_SIZE_WORD = /(?:size|grösse|groesse|taille|pointure|gr\.)\D{0,12}?(?<![\d.,])(\d{1,2}(?:[.,]5)?)(?![\d])/;
const ANY_NUMBER =
  /(?<![\d.,])(\d{1,3}(?:[.,]5)?)(?![\d.,]*\s*(?:mm|cm|ft|kg|%|pair|paar|paire|panel|paneel|tile))(?![\d])/g;

/** The skate size a question gives ("size 8", "Grösse 8,5", "taille 44"), if any. */
export function sizeInQuestion(question: string): number | null {
  const text = normalize(question);
  const near = NEAR_SIZE_WORD.exec(text)?.[1];
  if (near) return toNumber(near);
  const sizes = [...text.matchAll(ANY_NUMBER)].map((m) => toNumber(m[1]!)).filter((n) => n > 0 && n < 100);
  return sizes[0] ?? null;
}

export function isSizingQuestion(concepts: Set<ConceptName>, question: string): boolean {
  if (concepts.has('size')) return true;
  return sizeInQuestion(question) !== null && (concepts.has('skate') || concepts.has('blade'));
}

interface SizingInput {
  question: string;
  concepts: Set<ConceptName>;
  table: SizingTable;
  words: Messages['chat']['answers'];
  language: Language;
  email: string | null;
  path: (url: string) => string;
}

const range = (rows: SizeRow[]) => ({ from: rows[0]!.from, to: rows.at(-1)!.to });

export function sizingAnswer({ question, concepts, table, words, language, email, path }: SizingInput): ChatAnswer {
  const size = sizeInQuestion(question);
  const goalie = concepts.has('goalie');
  const bothKinds = !goalie && !concepts.has('player');
  const source = { url: path(table.source.url), title: table.source.title };
  const photo = email ? ` ${format(words.sizePhoto, { email })}` : '';
  const display = size === null ? '' : String(size).replace('.', language === 'en' ? '.' : ',');
  const { from, to } = range(table.rows);
  let text: string;
  if (size === null) {
    const kind = goalie ? 'goalie' : 'player';
    const rows = table.rows.flatMap((row) => (row[kind] ? [`${row.label}: ${row[kind]}`] : []));
    const example = table.rows.map((row) => row.player?.replace(/\s*mm$/i, '')).filter(Boolean);
    text = format(words.sizeHow, {
      example: listOf(example.slice(2, 4) as string[], language),
      kind: words[kind],
      rows: rows.join('; '),
    });
  } else {
    const row = table.rows.find((r) => size >= r.from && size <= r.to);
    if (row && goalie && !row.goalie && row.player) {
      text = format(words.sizeNoGoalie, { size: display, row: row.label, mm: row.player });
    } else if (row && bothKinds && row.player && row.goalie) {
      text = format(words.sizeRowBoth, { size: display, row: row.label, player: row.player, goalie: row.goalie });
    } else if (row && (goalie ? row.goalie : row.player)) {
      const kind = goalie ? 'goalie' : 'player';
      text = format(words.sizeRow, { size: display, row: row.label, kind: words[kind], mm: row[kind]! });
    } else {
      const template = size >= 30 && size <= 50 ? words.sizeShoe : words.sizeOutside;
      text = format(template, { size: display, from, to });
      return { kind: 'sizing', text: text + photo, source, links: [] };
    }
    text += ` ${words.sizeCheck}`;
  }
  return { kind: 'sizing', text: text + photo, source, links: [] };
}
