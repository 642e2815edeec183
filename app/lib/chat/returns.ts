// Returns, from the shop's refund policy: how many days, and that unused products come back for a
// full refund. Only when the policy says all three is the short answer given (else the index's).
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { htmlToText } from './text';
import type { ChatAnswer, ChatLink } from './types';

export interface ReturnFacts {
  days: number;
}

export function parseReturns(policyHtml: string): ReturnFacts | null {
  const text = htmlToText(policyHtml);
  const days = /(\d+)[\s-]*(?:days?|tage?n?|jours?)\b/i.exec(text)?.[1];
  const unused = /\bunused\b|\bunbenutzt|non utilisé|inutilisé/i.test(text);
  const full = /full refund|vollen? (?:betrag|kaufpreis)|remboursement (?:complet|intégral)/i.test(text);
  return days && unused && full ? { days: Number(days) } : null;
}

export function returnsAnswer(
  facts: ReturnFacts,
  words: Messages['chat']['answers'],
  email: string | null,
  source: ChatLink,
): ChatAnswer {
  const start = email ? ` ${format(words.returnsStart, { email })}` : '';
  return { kind: 'returns', text: format(words.returns, { days: facts.days }) + start, source, links: [] };
}
