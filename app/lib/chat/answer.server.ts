// One answer for one question. Structured data first (orders, Klarna in a country, price and
// availability in the visitor's currency, where a product ships from, which office), then the
// best passage of the index, else an honest "don't know" with the contact options. Every sentence
// is taken from the index, the Storefront data or the shop's rules.
import { formatMoney } from '~/lib/catalogue/money';
import { isKlarnaAvailable } from '~/lib/checkout/payments';
import type { VariantShipping } from '~/lib/catalogue/inventory.server';
import { SWITZERLAND_NOTICE } from '~/lib/cart/limits';
import { selectOffice } from '~/lib/content/offices';
import type { Country } from '~/lib/country/country';
import {
  countryInQuestion,
  isOfficeQuestion,
  isOrderQuestion,
  KLARNA_QUESTION,
  PRICE_QUESTION,
  SHIPPING_QUESTION,
  variantsInQuestion,
} from './intents';
import type { Knowledge } from './knowledge.server';
import type { PricedProduct, PricedVariant } from './prices.server';
import { countryName, KLARNA_SOURCE, klarnaCountryNames, officeForCountry } from './rules';
import { search } from './search.server';
import { firstSentences, htmlToText } from './text';
import { CHAT_UNAVAILABLE } from './limits';
import type { ChatAnswer, ChatLink } from './types';

export interface AnswerContext {
  knowledge: Knowledge;
  country: Country;
  countries: Country[] | null;
  accountUrl: string;
  /** The product a question names, priced in the visitor's market (read only when a question needs it). */
  product: (question: string) => Promise<PricedProduct | null>;
  /** Which variants ship from Switzerland (null when the inventory cannot be read). */
  shipping: (variantIds: string[]) => Promise<VariantShipping | null>;
}

const CONTACT_PAGE = { url: '/about/contact', title: 'Contact' };

function contactLinks(email: string | null): ChatLink[] {
  return [CONTACT_PAGE, ...(email ? [{ url: `mailto:${email}`, title: email }] : [])];
}

export function dontKnow(email: string | null): ChatAnswer {
  return {
    kind: 'unknown',
    text: "I don't know the answer to that, and I would rather not guess. Our team will gladly help: use the contact page or write to us.",
    source: null,
    links: contactLinks(email),
  };
}

/** For a question that needs the shop's data while it cannot be read (an upstream outage). */
export function unavailable(): ChatAnswer {
  return { kind: 'unavailable', text: CHAT_UNAVAILABLE, source: null, links: [CONTACT_PAGE] };
}

function variantLine(product: PricedProduct, variant: PricedVariant): string {
  const name = product.variants.length > 1 ? `${product.title}, ${variant.title}` : product.title;
  return `${name}: ${formatMoney(variant.price)}, ${variant.availableForSale ? 'available' : 'sold out'}.`;
}

function priceAnswer(question: string, product: PricedProduct): ChatAnswer {
  const variants = variantsInQuestion(question, product.variants);
  const source = { url: `/shop/${product.handle}`, title: product.title };
  let text: string;
  if (variants.length > 0 && variants.length <= 4) {
    text = variants.map((v) => variantLine(product, v)).join(' ');
  } else {
    const amounts = product.variants.map((v) => Number(v.price.amount));
    const currencyCode = product.variants[0]?.price.currencyCode ?? '';
    const low = formatMoney({ amount: Math.min(...amounts), currencyCode });
    const high = formatMoney({ amount: Math.max(...amounts), currencyCode });
    const soldOut = product.variants.filter((v) => !v.availableForSale).map((v) => v.title);
    text =
      `${product.title} costs ${low === high ? low : `from ${low} to ${high}`}, depending on the option. ` +
      (soldOut.length
        ? `Sold out at the moment: ${soldOut.join(', ')}; everything else is available.`
        : 'Every option is available.');
  }
  return { kind: 'price', text, source, links: [] };
}

function klarnaAnswer(question: string, context: AnswerContext): ChatAnswer {
  const code = countryInQuestion(question, context.countries) ?? context.country.code;
  const name = countryName(code, context.countries);
  const text = isKlarnaAvailable(code)
    ? `Yes: Klarna is offered for orders to ${name}. Choose Klarna in the cart instead of the regular checkout.`
    : `Klarna is not offered for orders to ${name}. It is offered for orders to ${klarnaCountryNames(context.countries)}.`;
  return { kind: 'klarna', text, source: KLARNA_SOURCE, links: [] };
}

async function shippingAnswer(product: PricedProduct, context: AnswerContext): Promise<ChatAnswer | null> {
  const shipping = await context.shipping(product.variants.map((v) => v.id));
  if (!shipping) return null;
  const swiss = new Set(shipping.shipsFromSwitzerlandVariantIds);
  const fromSwitzerland = product.variants.filter((v) => swiss.has(v.id)).map((v) => v.title);
  const text = fromSwitzerland.length
    ? `${product.title} ships from Switzerland in ${fromSwitzerland.join(', ')}. ${SWITZERLAND_NOTICE}`
    : `No option of ${product.title} ships from Switzerland at the moment.`;
  return { kind: 'shipping', text, source: { url: `/shop/${product.handle}`, title: product.title }, links: [] };
}

function officeAnswer(context: AnswerContext): ChatAnswer | null {
  const body = context.knowledge.content.pages.find((p) => p.handle === 'contact')?.body;
  if (!body) return null;
  const office = officeForCountry(context.country.code);
  const section = htmlToText(selectOffice(body, office).selectedHtml);
  if (!section) return null;
  return {
    kind: 'office',
    text: `For ${context.country.name}, please contact this office. ${firstSentences(section, 600)}`,
    source: { url: `/about/contact?office=${office}`, title: 'Contact' },
    links: [],
  };
}

export async function answerQuestion(question: string, context: AnswerContext): Promise<ChatAnswer> {
  const { knowledge } = context;
  if (isOrderQuestion(question)) {
    return {
      kind: 'orders',
      text: 'Your orders and their status are in My Orders, in your account at our shop.',
      source: { url: context.accountUrl, title: 'My Orders' },
      links: contactLinks(knowledge.email),
    };
  }
  if (KLARNA_QUESTION.test(question)) return klarnaAnswer(question, context);

  if (PRICE_QUESTION.test(question) || SHIPPING_QUESTION.test(question)) {
    const product = await context.product(question);
    if (product && PRICE_QUESTION.test(question)) return priceAnswer(question, product);
    const shipped = product ? await shippingAnswer(product, context) : null;
    if (shipped) return shipped;
  }
  if (isOfficeQuestion(question)) {
    const office = officeAnswer(context);
    if (office) return office;
  }

  const [best] = search(knowledge.index, question);
  if (!best) return dontKnow(knowledge.email);
  return {
    kind: 'passage',
    text: firstSentences(best.passage.text, 480),
    source: { url: best.passage.url, title: best.passage.title },
    links: [],
  };
}
