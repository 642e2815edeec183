// The shape of a language's chat concepts (its chat-vocabulary file): what a question is about.

export interface ConceptWords {
  /** Word starts, `|` between them (after a space, an apostrophe or the start); `word!` is a whole word. */
  starts: string;
  /** Parts found anywhere in a word (the tails of German compounds), `|` between them. */
  parts?: string;
  /** The shop's own (English) words the concept stands for, searched on its English pages. */
  index?: string;
}

export const CONCEPT_NAMES = [
  'size',
  'skate',
  'blade',
  'goalie',
  'player',
  'ice',
  'home',
  'beginner',
  'quickTurns',
  'ship',
  'howLong',
  'cost',
  'duties',
  'returns',
  'contact',
  'klarna',
  'stock',
  'price',
  'recommend',
  'order',
  'hours',
  'pickup',
  'visit',
] as const;

export type ConceptName = (typeof CONCEPT_NAMES)[number];
export type Concepts = Record<ConceptName, ConceptWords>;
