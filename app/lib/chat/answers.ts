// The answers that need no table: don't know, orders, Klarna in a country, a product's price and
// stock (per variant when the question names one), and which of its options ship from Switzerland.
import { formatMoney } from '~/lib/catalogue/money';
import { isKlarnaAvailable, KLARNA_COUNTRIES } from '~/lib/checkout/payments';
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { countryName, listOf } from './countries';
import { variantsInQuestion } from './intents';
import type { PricedProduct, PricedVariant } from './prices.server';
import type { ChatAnswer, ChatLink } from './types';

type Words = Messages['chat']['answers'];

/** The contact page at the office of the visitor's market (when known), and its e-mail. */
export function contactLinks(
  words: Words,
  email: string | null,
  path: (url: string) => string,
  office?: string,
): ChatLink[] {
  return [
    { url: path(office ? `/about/contact?office=${office}` : '/about/contact'), title: words.contactTitle },
    ...(email ? [{ url: `mailto:${email}`, title: email }] : []),
  ];
}

export function dontKnow(words: Words, email: string | null, path: (url: string) => string, office?: string) {
  const links = contactLinks(words, email, path, office);
  return { kind: 'unknown', text: words.dontKnow, source: null, links } as ChatAnswer;
}

/** For a question that needs the shop's data while it cannot be read (an upstream outage). */
export function unavailable(messages: Messages['chat'], path: (url: string) => string): ChatAnswer {
  const contact = { url: path('/about/contact'), title: messages.answers.contactTitle };
  return { kind: 'unavailable', text: messages.errors.unavailable, source: null, links: [contact] };
}

export function ordersAnswer(words: Words, accountUrl: string, links: ChatLink[]): ChatAnswer {
  return { kind: 'orders', text: words.orders, source: { url: accountUrl, title: words.ordersTitle }, links };
}

export function klarnaAnswer(code: string, words: Words, language: Language, path: (url: string) => string) {
  const country = countryName(code, language);
  const text = isKlarnaAvailable(code)
    ? format(words.klarnaYes, { country })
    : format(words.klarnaNo, {
        country,
        countries: listOf(
          KLARNA_COUNTRIES.map((c) => countryName(c, language)),
          language,
        ),
      });
  return { kind: 'klarna', text, source: { url: path('/cart'), title: words.klarnaTitle }, links: [] } as ChatAnswer;
}

function variantLine(product: PricedProduct, variant: PricedVariant, words: Words): string {
  const name = product.variants.length > 1 ? `${product.title}, ${variant.title}` : product.title;
  const state = variant.availableForSale ? words.available : words.soldOut;
  return format(words.variantLine, { name, price: formatMoney(variant.price), state });
}

export function priceAnswer(question: string, product: PricedProduct, words: Words, path: (url: string) => string) {
  const variants = variantsInQuestion(question, product.variants);
  const source = { url: path(`/shop/${product.handle}`), title: product.title };
  let text: string;
  if (variants.length > 0 && variants.length <= 4) {
    text = variants.map((v) => variantLine(product, v, words)).join(' ');
  } else {
    const amounts = product.variants.map((v) => Number(v.price.amount));
    const currencyCode = product.variants[0]?.price.currencyCode ?? '';
    const low = formatMoney({ amount: Math.min(...amounts), currencyCode });
    const high = formatMoney({ amount: Math.max(...amounts), currencyCode });
    const soldOut = product.variants.filter((v) => !v.availableForSale).map((v) => v.title);
    const price = low === high ? low : format(words.priceFrom, { low, high });
    text =
      format(words.priceRange, { product: product.title, price }) +
      ' ' +
      (soldOut.length ? format(words.soldOutSome, { variants: soldOut.join(', ') }) : words.soldOutNone);
  }
  return { kind: 'price', text, source, links: [] } as ChatAnswer;
}

export function optionsAnswer(product: PricedProduct, words: Words, path: (url: string) => string): ChatAnswer {
  const options = product.options
    .filter((o) => o.optionValues.length > 1)
    .map((o) => `${o.name}: ${o.optionValues.map((v) => v.name).join(', ')}`);
  return {
    kind: 'price',
    text: format(words.options, { product: product.title, options: options.join('; ') }),
    source: { url: path(`/shop/${product.handle}`), title: product.title },
    links: [],
  };
}

export function swissShippingAnswer(
  product: PricedProduct,
  shipsFromSwitzerland: Set<string>,
  words: Words,
  path: (url: string) => string,
): ChatAnswer {
  const variants = product.variants.filter((v) => shipsFromSwitzerland.has(v.id)).map((v) => v.title);
  const text = variants.length
    ? format(words.shipsFromSwitzerland, { product: product.title, variants: variants.join(', ') })
    : format(words.shipsFromSwitzerlandNone, { product: product.title });
  return { kind: 'shipping', text, source: { url: path(`/shop/${product.handle}`), title: product.title }, links: [] };
}
