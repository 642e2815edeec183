// One answer for one question, in the page's language whatever language it is asked in. The shop's
// data as structured facts first (orders, Klarna, returns, the sizing table, which product fits a
// need, price and stock, shipping to a country, the office for a country), then the best passage of
// the shop's own pages when it covers the question, else an honest "don't know" with the contact.
import type { VariantShipping } from '~/lib/catalogue/inventory.server';
import type { Country } from '~/lib/country/country';
import type { Language } from '~/lib/i18n/languages';
import { messagesFor } from '~/lib/i18n/messages/index.server';
import {
  contactLinks,
  dontKnow,
  klarnaAnswer,
  optionsAnswer,
  ordersAnswer,
  priceAnswer,
  swissShippingAnswer,
} from './answers';
import { countryInQuestion, countryWords, EU, plainWord } from './countries';
import type { Knowledge } from './knowledge.server';
import { conceptsOf, normalize, residue, topicWords, type ConceptName } from './lexicon';
import { needAnswer, needOf, type Need, type NeedProduct } from './needs.server';
import { officeAnswer, officeNamed, visitAnswer } from './offices';
import { OFFICE_COUNTRY, officeForCountry } from './rules';
import type { PricedProduct } from './prices.server';
import { returnsAnswer } from './returns';
import { termFor } from './language-terms.server';
import { focus, search } from './search.server';
import { shippingAnswer } from './shipping';
import { isSizingQuestion, sizeInQuestion, sizingAnswer } from './sizing';
import { firstSentences } from './text';
import { followUpSubject } from './thread';
import { joined, partPattern } from './vocabulary';
import { productAlias } from './intents';
import { measuresCompared } from './compare';
import type { ChatAnswer, ChatLink } from './types';

export interface AnswerContext {
  language: Language;
  knowledge: Knowledge;
  country: Country;
  countries: Country[] | null;
  accountUrl: string;
  /** A site path in the page's language (`/shop/x` → `/fr/shop/x`). */
  path: (url: string) => string;
  /** The product a question names, priced in the visitor's market (read only when a question needs it). */
  product: (question: string) => Promise<PricedProduct | null>;
  /** The products for a need, in the page's language and the visitor's currency. */
  needs: (need: Need, concepts: Set<ConceptName>) => Promise<{ products: NeedProduct[]; option: string | null }>;
  /** The conversation's earlier questions, oldest first (a follow-up takes its subject from them). */
  earlier?: string[];
  /** Which variants ship from Switzerland (null when the inventory cannot be read). */
  shipping: (variantIds: string[]) => Promise<VariantShipping | null>;
}

/** Contacts the contact page names besides the offices: the index answers those. */
type Accounted = (word: string) => boolean;
const tokens = (text: string) => normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const OTHER_CONTACTS = partPattern(joined((v) => v.otherContacts));

/**
 * The best passage, in the page's language: searched in the page's own words first (stemmed as its
 * language), else in the shop's own language and shown as the page's translation of that passage.
 */
function passageAnswer(
  question: string,
  context: AnswerContext,
  also: string[] = [],
  within?: string,
): ChatAnswer | null {
  // It must speak of what the question is about ("blades" for "Which blades for a defenceman?").
  const mustCover = [...topicWords(question), ...also];
  const { index, localIndex } = context.knowledge;
  const { passages, titles } = context.knowledge.local;
  const [own] = localIndex ? search(localIndex, question, undefined, mustCover, within) : [];
  const [best] = own ? [] : search(index, question, undefined, mustCover, within);
  const hit = own ?? best;
  if (!hit) return null;
  const id = hit.passage.id;
  const shown = own ? own.passage : (passages.get(id) ?? passages.get(id.replace(/\.\d+$/, '.0')) ?? hit.passage);
  const { url } = hit.passage;
  return {
    kind: 'passage',
    text: withHeading(shown, focus(own ? localIndex! : index, shown.text, question, shown.heading)),
    source: {
      url: url.startsWith('/') ? context.path(url) : url,
      title: titles.get(url) ?? shown.title,
    },
    links: [],
  };
}

/** A passage's words, after its heading when that names what it speaks of ("Dr. Nadia Keller"), not a question. */
function withHeading(passage: { heading: string; text: string; title: string }, focused: string): string {
  const { heading } = passage;
  const named = focused === passage.text && heading && heading !== passage.title && heading.length <= 40;
  return firstSentences(
    named && !/[?？]$/.test(heading) && !focused.includes(heading) ? `${heading}: ${focused}` : focused,
    480,
  );
}

function sourceOf(context: AnswerContext, url: string, fallback: string): ChatLink {
  return { url: context.path(url), title: context.knowledge.local.titles.get(url) ?? fallback };
}

/** Price, stock, options or Swiss shipping of the product a question names; its own page for anything else it asks. */
async function productAnswer(
  question: string,
  concepts: Set<ConceptName>,
  context: AnswerContext,
  isCountry: Accounted,
) {
  const words = messagesFor(context.language).chat.answers;
  const asksPrice = concepts.has('price') || concepts.has('stock');
  const asksOptions = concepts.has('size') && !concepts.has('skate') && sizeInQuestion(question) === null;
  const asksSwiss = concepts.has('ship') && countryInQuestion(question) === 'CH';
  if (!asksPrice && !asksOptions && !asksSwiss) return null;
  const product = await context.product(question);
  if (!product) return null;
  // "How much ocean plastic is in an OceanIce Pro panel?" asks the product's page, not its price.
  const named = tokens(`${product.title} ${product.variants.map((v) => v.title).join(' ')}`);
  const own = (word: string) => named.some((t) => t.startsWith(word) || (word.length > 3 && word.startsWith(t)));
  const rest = residue(
    question,
    ['price', 'stock', 'size', 'ship', 'recommend', 'cost', 'blade', 'goalie', 'player'],
    (w) => isCountry(w) || own(w),
  ).filter((word) => termFor(context.language)(word) !== null);
  const passage = rest.length ? passageAnswer(question, context, rest) : null;
  if (passage) return passage;
  if (asksPrice) return priceAnswer(question, product, words, context.path);
  if (asksOptions) return optionsAnswer(product, words, context.path);
  const shipping = await context.shipping(product.variants.map((v) => v.id));
  if (!shipping) return null;
  return swissShippingAnswer(product, new Set(shipping.shipsFromSwitzerlandVariantIds), words, context.path);
}

export async function answerQuestion(question: string, context: AnswerContext): Promise<ChatAnswer> {
  const { knowledge, language, path } = context;
  const { facts } = knowledge;
  // The visitor's market's office: its contact page and e-mail for what the chat cannot answer.
  const market = facts.offices.find((o) => o.office === officeForCountry(context.country.code));
  const email = market?.email ?? knowledge.email;
  const words = messagesFor(language).chat.answers;
  const concepts = conceptsOf(question);
  const text = normalize(question);
  const named = countryInQuestion(question);
  const countryCode = named && named !== EU ? named : context.country.code;
  const countryNamed = countryWords(question);
  const isCountry = (word: string) => countryNamed.has(plainWord(word));
  // What a structured answer about `kinds` would leave open ("gift cards", "on a pallet"), answered
  // by the passage that speaks of it, if one does.
  const meaningful = termFor(language);
  const passageForRest = (...kinds: ConceptName[]) => {
    const rest = residue(question, kinds, isCountry).filter((word) => meaningful(word) !== null);
    return rest.length ? passageAnswer(question, context, rest) : null;
  };

  if (concepts.has('order') && !concepts.has('returns')) {
    return ordersAnswer(words, context.accountUrl, contactLinks(words, email, path, market?.office));
  }
  if (concepts.has('klarna')) return klarnaAnswer(countryCode, words, language, path);
  if (concepts.has('returns') && facts.returns) {
    const source = sourceOf(context, '/legal/refund-policy', 'Refund Policy');
    // "Are gift cards refundable?": a question about more than returns in general is the policy's own.
    return (
      passageForRest('returns', 'recommend', 'cost', 'blade') ?? returnsAnswer(facts.returns, words, email, source)
    );
  }
  // Opening hours, the showroom, picking up: the office the question names by its town, else the market's.
  const office = officeNamed(facts.offices, question);
  const officeCode = office ? OFFICE_COUNTRY[office.office] : countryCode;
  const visit = concepts.has('hours')
    ? 'hours'
    : concepts.has('pickup') && (office || concepts.has('visit'))
      ? 'pickup'
      : concepts.has('visit')
        ? 'visit'
        : null;
  if (visit) {
    const answer = visitAnswer(visit, facts.offices, officeCode, words, path);
    if (answer) return answer;
  }
  // "What does it cost?" after a question about Black Ghost asks about Black Ghost.
  const subject = followUpSubject(question, context.earlier ?? []);
  const about = subject ? `${question} ${subject}` : question;
  const handle = productAlias(about);
  const priced = await productAnswer(about, concepts, context, isCountry);
  if (priced) return priced;
  if (facts.sizing && isSizingQuestion(concepts, question)) {
    const table = { ...facts.sizing, source: sourceOf(context, facts.sizing.source.url, facts.sizing.source.title) };
    return sizingAnswer({ question, concepts, table, words, language, email, path: (url) => url });
  }
  const compared = handle ? measuresCompared(about, `/shop/${handle}`, knowledge.local.passages.values()) : null;
  if (compared && handle) {
    const url = `/shop/${handle}`;
    return { kind: 'passage', text: compared, source: sourceOf(context, url, handle), links: [] } as ChatAnswer;
  }
  const need = needOf(concepts);
  if (need) {
    const answer = needAnswer(need, await context.needs(need, concepts), words, path);
    if (answer) return answer;
  }
  if ((concepts.has('ship') || concepts.has('duties')) && facts.shipping) {
    const more = passageForRest('ship', 'howLong', 'cost', 'duties', 'recommend');
    if (more) return more;
    const source = sourceOf(context, '/legal/shipping-policy', 'Shipping policy');
    const code = named ?? context.country.code;
    const { currency } = context.country;
    const args = {
      code,
      facts: facts.shipping,
      countries: context.countries,
      words,
      language,
      email,
      source,
      currency,
    };
    const answer = shippingAnswer(args);
    if (answer) return answer;
  }
  if (concepts.has('contact') && !OTHER_CONTACTS.test(text)) {
    const answer = officeAnswer(facts.offices, officeCode, words, language, path);
    if (answer) return answer;
  }
  // A follow-up about a product ("what is it made of?") asks what its own page says.
  const ownPage = subject && handle ? passageAnswer(question, context, [], `/shop/${handle}`) : null;
  return ownPage ?? passageAnswer(about, context) ?? dontKnow(words, email, path, market?.office);
}
