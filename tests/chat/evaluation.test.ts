// The chat's evaluation set: realistic shopper questions (English and German) with the page the
// answer must come from. Top-1 source must be right for ≥ 90 %; questions the content cannot
// answer must get the honest "don't know" with the contact options. The score is printed.
import { beforeAll, expect, it } from 'vitest';
import { answerQuestion, type AnswerContext } from '../../app/lib/chat/answer.server';
import { answerContext } from './support';

// Where two pages answer the question equally well, both are accepted.
const ANSWERABLE: [string, string | string[]][] = [
  ['How do I know which blade size I need?', ['/faq', '/stories/blog/blade-sizing-guide']],
  ['Which runner size fits a size 9 skate?', '/stories/blog/blade-sizing-guide'],
  ['Do I need tools to change a Sharkblade?', '/faq'],
  ['Do Sharkblades fit my current skates?', '/faq'],
  ['Can I sharpen Sharkblades like normal blades?', '/faq'],
  ['What is the difference between Sharkblades and Black Ghost?', '/faq'],
  ['Can I skate on OceanIce with normal hockey skates?', '/faq'],
  ['Do I need to wax the synthetic ice?', '/faq'],
  ['Does OceanIce work outdoors?', '/faq'],
  ['How long does shipping take?', '/faq'],
  ['What happens to my worn runners?', '/faq'],
  ['What is your refund policy?', '/legal/refund-policy'],
  ['How do I start a return?', '/legal/refund-policy'],
  ['I ordered the wrong blade size, can I exchange it?', '/legal/refund-policy'],
  ['My order arrived damaged, what now?', '/legal/refund-policy'],
  ['Are gift cards refundable?', '/legal/refund-policy'],
  ['How long is the warranty?', '/legal/terms'],
  ['Which payment methods do you accept?', '/legal/terms'],
  ['Can clubs pay by invoice?', '/legal/terms'],
  ['Which law applies to my purchase?', '/legal/terms'],
  ['How long do you keep my order data?', '/legal/privacy-policy'],
  ['How do I change my cookie settings?', '/legal/privacy-policy'],
  ['Can I pay with Klarna?', '/cart'],
  ['How much ocean plastic is in an OceanIce Pro panel?', ['/sustainability', '/shop/oceanice-pro']],
  ['How much plastic have you recovered since 2023?', '/sustainability'],
  ['When is the Summer OceanIce Cup?', '/summer-oceanice-cup'],
  ['What is the entry fee for the cup tournament?', '/summer-oceanice-cup'],
  ['Who founded Sharkblades?', ['/about', '/about/team']],
  ['Who is the chief technology officer?', '/about/team'],
  ['What is the SKU scheme for Black Ghost?', '/devcenter'],
  ['Do you have a code of conduct for suppliers?', '/legal/ethics'],
  ['How much does Black Ghost 272 mm 11 ft cost?', '/shop/black-ghost'],
  ['Is the goalie blade in 272 mm available?', '/shop/sharkblades-for-goalies'],
  ['What sizes does Black Ghost come in?', '/shop/black-ghost'],
  ['What is the Boston office address?', '/about/contact'],
  ['How do I contact you?', '/about/contact?office=europe'],
  ['Where is my order?', 'https://shop.example/account'],
  ['Wie lange dauert der Versand?', '/faq'],
  ['Kann ich ein Produkt zurückgeben?', ['/faq', '/legal/refund-policy', '/legal/terms']],
  ['Welche Grösse brauche ich für meine Kufen?', ['/faq', '/stories/blog/blade-sizing-guide']],
  ['Was kostet OceanIce Pro?', '/shop/oceanice-pro'],
  ['Kann ich mit Klarna bezahlen?', '/cart'],
  ['Wo ist meine Bestellung?', 'https://shop.example/account'],
];

const UNANSWERABLE = [
  'Do you sell helmets?',
  'What will the weather be like in Zurich tomorrow?',
  'Can you recommend a good pizza place?',
  'Verkauft ihr Helme?',
];

let context: AnswerContext;
beforeAll(async () => {
  context = await answerContext('CH');
});

it('finds the right source for at least 90 % of the evaluation questions', async () => {
  const misses: string[] = [];
  for (const [question, expected] of ANSWERABLE) {
    const answer = await answerQuestion(question, context);
    if (![expected].flat().includes(answer.source?.url ?? ''))
      misses.push(`${question} → ${answer.source?.url ?? answer.kind} (want ${expected})`);
  }
  const score = (ANSWERABLE.length - misses.length) / ANSWERABLE.length;
  console.log(
    `[chat evaluation] top-1 source: ${ANSWERABLE.length - misses.length}/${ANSWERABLE.length} = ${(score * 100).toFixed(1)} %` +
      (misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''),
  );
  expect(ANSWERABLE.length).toBeGreaterThanOrEqual(40);
  expect(score).toBeGreaterThanOrEqual(0.9);
});

it('says honestly that it does not know, with the contact page and e-mail', async () => {
  for (const question of UNANSWERABLE) {
    const answer = await answerQuestion(question, context);
    expect(answer.kind, question).toBe('unknown');
    expect(answer.links.map((l) => l.url)).toEqual(['/about/contact', 'mailto:hello@sharkblades.ch']);
  }
});
