// The chat's quality gate (issue 34): every question of the evaluation set asked as a shopper would,
// on a page in its language, from its country. At least 90 % must state every fact they need, and
// none may state a wrong one. The score per language is printed, and each failed question with the
// answer it got.
import { expect, it } from 'vitest';
import { answerQuestion } from '../../app/lib/chat/answer.server';
import type { ChatAnswer } from '../../app/lib/chat/types';
import { LANGUAGES } from '../../app/lib/i18n/languages';
import { ALWAYS_WRONG, EVALUATION_SET, type EvaluationCase } from './evaluation-set';
import { answerContext } from './support';

/** Everything the shopper sees of an answer: its words, its source link, its further links. */
const shown = (answer: ChatAnswer) =>
  [answer.text, answer.source?.url, ...answer.links.map((l) => l.url), `kind:${answer.kind}`].join('\n');

const has = (text: string, fact: string | RegExp) => (typeof fact === 'string' ? text.includes(fact) : fact.test(text));

interface Verdict {
  item: EvaluationCase;
  answer: ChatAnswer;
  missing: (string | RegExp)[];
  wrong: (string | RegExp)[];
}

async function judge(item: EvaluationCase): Promise<Verdict> {
  const answer = await answerQuestion(item.question, await answerContext(item.country, item.language));
  const text = shown(answer);
  return {
    item,
    answer,
    missing: item.facts.filter((fact) => !has(text, fact)),
    wrong: [...(item.wrong ?? []), ...ALWAYS_WRONG].filter((fact) => has(answer.text, fact)),
  };
}

it('answers the evaluation set: ≥ 90 % right, no wrong fact', async () => {
  expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(40);
  const verdicts: Verdict[] = [];
  for (const item of EVALUATION_SET) verdicts.push(await judge(item));
  const right = verdicts.filter((v) => v.missing.length === 0 && v.wrong.length === 0);
  const wrong = verdicts.filter((v) => v.wrong.length > 0);
  const lines = LANGUAGES.map((language) => {
    const asked = verdicts.filter((v) => v.item.language === language);
    const ok = asked.filter((v) => right.includes(v)).length;
    return `  ${language}: ${ok}/${asked.length} = ${((ok / asked.length) * 100).toFixed(1)} %`;
  });
  const failed = verdicts
    .filter((v) => !right.includes(v))
    .map(
      (v) =>
        `  ✗ [${v.item.language}, ${v.item.country}] ${v.item.question}\n` +
        (v.missing.length ? `    missing: ${v.missing.map(String).join(' | ')}\n` : '') +
        (v.wrong.length ? `    WRONG: ${v.wrong.map(String).join(' | ')}\n` : '') +
        `    answer (${v.answer.kind}): ${v.answer.text}\n    source: ${v.answer.source?.url ?? '–'}`,
    );
  const score = right.length / verdicts.length;
  console.log(
    `[chat evaluation] ${right.length}/${verdicts.length} right = ${(score * 100).toFixed(1)} %, ${wrong.length} with a wrong fact\n` +
      `${lines.join('\n')}${failed.length ? `\n${failed.join('\n')}` : ''}`,
  );
  expect(wrong.map((v) => v.item.question)).toEqual([]);
  expect(score).toBeGreaterThanOrEqual(0.9);
}, 60_000);
