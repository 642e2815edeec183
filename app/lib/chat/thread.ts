// The conversation's thread: a follow-up ("what does it cost?", "und wenn sie nicht passt?", "c'est
// fait en quoi ?") names no product but points back with a word like "it", "die" or "ça"; its
// subject is the product the latest earlier question named.
import { isReferent, wordsOf } from './language-terms.server';
import { productNamed } from './intents';

/** Follow-ups are short: a longer question says what it is about. */
const MAX_FOLLOW_UP_WORDS = 9;

/** The product name a follow-up refers to (from the earlier questions, newest first), else null. */
export function followUpSubject(question: string, earlier: string[]): string | null {
  if (earlier.length === 0 || productNamed(question)) return null;
  const words = wordsOf(question);
  if (words.length > MAX_FOLLOW_UP_WORDS || !words.some(isReferent)) return null;
  for (const previous of [...earlier].reverse()) {
    const named = productNamed(previous);
    if (named) return named;
  }
  return null;
}
