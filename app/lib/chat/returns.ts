// Returns, from the shop's refund policy: how many days, that unused products come back for a full
// refund, and what the policy says "unused" means (in the page's language), so a "can I return
// sharpened blades?" hears the condition, never a bare "yes". Only when the policy says all three
// is the short answer given (else the index's).
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { normalize } from './lexicon';
import { paragraphs } from '~/lib/content/rich-text';
import { htmlToText, sentences } from './text';
import { alternatives, joined, partPattern, wordPattern } from './vocabulary';
import type { ChatAnswer, ChatLink } from './types';

export interface ReturnFacts {
  days: number;
  /** What the policy says the rule's words mean ("Unused means that blades have not been … sharpened"). */
  conditions: string | null;
}

/**
 * The sentence after the policy's rule: the first paragraph that states the days and goes on,
 * whatever the language ("Unused means …", "Unbenutzt heisst …", "Non utilisé signifie …").
 */
export function returnConditions(policyHtml: string, days: number): string | null {
  for (const paragraph of paragraphs(policyHtml)) {
    const [rule, then] = sentences(paragraph);
    if (rule && then && new RegExp(`\\b${days}\\b`).test(rule)) return then;
  }
  return null;
}

// The policy's words in the languages it may be written in (the vocabulary files).
const DAYS = new RegExp(`(\\d+)[\\s-]*(?:${alternatives(joined((v) => v.refundWords.days))})(?![\\p{L}])`, 'iu');
const UNUSED = wordPattern(joined((v) => v.refundWords.unused));
const FULL = partPattern(joined((v) => v.refundWords.full));

export function parseReturns(policyHtml: string): ReturnFacts | null {
  const text = htmlToText(policyHtml);
  const days = DAYS.exec(text)?.[1];
  const unused = UNUSED.test(normalize(text));
  const full = FULL.test(normalize(text));
  return days && unused && full ? { days: Number(days), conditions: returnConditions(policyHtml, Number(days)) } : null;
}

export function returnsAnswer(
  facts: ReturnFacts,
  words: Messages['chat']['answers'],
  email: string | null,
  source: ChatLink,
): ChatAnswer {
  const start = email ? ` ${format(words.returnsStart, { email })}` : '';
  const conditions = facts.conditions ? ` ${facts.conditions}` : '';
  const text = format(words.returns, { days: facts.days }) + conditions + start;
  return { kind: 'returns', text, source, links: [] };
}
