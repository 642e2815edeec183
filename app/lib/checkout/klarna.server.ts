// The shop's own Klarna checkout (spec §4, §9): a Klarna Payments session from the cart read on
// the server, then, on authorisation, the Klarna order and its record in Shopify (a completed
// draft order carrying the Klarna reference as a note attribute).
import { DRAFT_ORDER_COMPLETE_MUTATION, DRAFT_ORDER_CREATE_MUTATION } from '~/graphql/admin/draft-orders';
import { adminQuery } from '~/lib/shopify/admin.server';
import { fetchWithDeadline, KLARNA_DEADLINE_MS } from '~/lib/http/upstream.server';
import type { Cart } from '~/lib/cart/types';
import type { AppEnv } from '~/lib/context/env.server';
import type { Language } from '~/lib/i18n/languages';
import { messagesFor } from '~/lib/i18n/messages/index.server';

/** VAT rates (basis points) Klarna needs per line; prices in these markets include VAT. */
const VAT: Record<string, number> = {
  AT: 2000,
  BE: 2100,
  DK: 2500,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GB: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  NO: 2500,
  PT: 2300,
  ES: 2100,
  SE: 2500,
};

// 4xx answers that say nothing about what the shopper sent: our credentials (401, 403), a timeout
// (408), or a rate limit (429, and 430 for THROTTLED).
const NOT_THE_SHOPPERS = new Set([401, 403, 408, 429, 430]);

/** Klarna answered with an error status (or an unusable body, kept with its status). */
export class KlarnaError extends Error {
  override name = 'KlarnaError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /**
   * Klarna refused what was sent (a forged or spent token, a bad amount): not our credentials, and
   * not a "try again later" (timeout, 429, THROTTLED 430), which are outages.
   */
  get refusedInput() {
    return this.status >= 400 && this.status < 500 && !NOT_THE_SHOPPERS.has(this.status);
  }
}

export function klarnaConfig(env: AppEnv) {
  if (!env.KLARNA_API_URL || !env.KLARNA_USERNAME || !env.KLARNA_PASSWORD) return null;
  return {
    apiUrl: env.KLARNA_API_URL.replace(/\/$/, ''),
    auth: `Basic ${btoa(`${env.KLARNA_USERNAME}:${env.KLARNA_PASSWORD}`)}`,
    widgetUrl: env.KLARNA_WIDGET_URL ?? 'https://x.klarnacdn.net/kp/lib/v1/api.js',
  };
}

export type KlarnaConfig = NonNullable<ReturnType<typeof klarnaConfig>>;

/**
 * The languages Klarna offers in each country besides English, of the shop's (Klarna's table of
 * purchase countries and locales; docs/decisions/checkout-and-klarna.md). Elsewhere the page's language is not one
 * Klarna speaks there, and the session is in English.
 */
const KLARNA_LANGUAGES: Record<string, readonly Language[]> = {
  AT: ['de'],
  DE: ['de'],
  BE: ['fr'],
  FR: ['fr'],
  CH: ['de', 'fr'],
};

/** Klarna's `locale` for a shopper in `country` on a page in `language`: `de-DE`, `fr-BE`, else `en-XX`. */
export function klarnaLocale(country: string, language: Language): string {
  const code = country.toUpperCase();
  return `${KLARNA_LANGUAGES[code]?.includes(language) ? language : 'en'}-${code}`;
}

const minor = (amount: string | number) => Math.round(Number(amount) * 100);
const taxOf = (total: number, rate: number) => Math.round(total - (total * 10000) / (10000 + rate));

/**
 * Klarna's order body from the cart (read in the page's language, so its names are too): minor
 * units, VAT included, lines that add up to the total, the page's language as Klarna's locale.
 */
export function klarnaOrder(cart: Cart, country: string, language: Language) {
  const rate = VAT[country] ?? 0;
  const lines = cart.lines.nodes.map((line) => {
    const unit = minor(line.cost.amountPerQuantity.amount);
    const total = unit * line.quantity;
    return {
      type: 'physical',
      reference: line.merchandise.sku ?? line.merchandise.id,
      name: `${line.merchandise.product.title} – ${line.merchandise.title}`,
      quantity: line.quantity,
      unit_price: unit,
      tax_rate: rate,
      total_amount: total,
      total_tax_amount: taxOf(total, rate),
    };
  });
  const orderAmount = minor(cart.cost.totalAmount.amount);
  const reduction = lines.reduce((s, l) => s + l.total_amount, 0) - orderAmount;
  if (reduction !== 0) {
    // Discount codes and gift cards, as one line so the sums match what Shopify charges.
    lines.push({
      type: 'discount',
      reference: 'discount',
      name: messagesFor(language).checkout.discountLine,
      quantity: 1,
      unit_price: -reduction,
      tax_rate: rate,
      total_amount: -reduction,
      total_tax_amount: taxOf(-reduction, rate),
    });
  }
  return {
    purchase_country: country,
    purchase_currency: cart.cost.totalAmount.currencyCode,
    locale: klarnaLocale(country, language),
    order_amount: orderAmount,
    order_tax_amount: lines.reduce((s, l) => s + l.total_tax_amount, 0),
    order_lines: lines,
    merchant_reference2: cart.id,
  };
}

async function klarnaFetch<T>(config: KlarnaConfig, path: string, body: unknown): Promise<T> {
  const response = await fetchWithDeadline(
    `${config.apiUrl}${path}`,
    {
      method: 'POST',
      headers: { Authorization: config.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    KLARNA_DEADLINE_MS,
  );
  const json = (await response.json().catch(() => null)) as T | null;
  if (!response.ok || !json)
    throw new KlarnaError(response.status, `Klarna ${path} ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export function createKlarnaSession(config: KlarnaConfig, cart: Cart, country: string, language: Language) {
  return klarnaFetch<{
    session_id: string;
    client_token: string;
    payment_method_categories: { identifier: string; name: string }[];
  }>(config, '/payments/v1/sessions', { ...klarnaOrder(cart, country, language), intent: 'buy' });
}

export function placeKlarnaOrder(config: KlarnaConfig, token: string, cart: Cart, country: string, language: Language) {
  return klarnaFetch<{ order_id: string; fraud_status: string }>(
    config,
    `/payments/v1/authorizations/${encodeURIComponent(token)}/order`,
    klarnaOrder(cart, country, language),
  );
}

/** Records the paid order in Shopify; returns the order name (e.g. #1001). */
export async function recordShopifyOrder(env: AppEnv, cart: Cart, klarnaOrderId: string) {
  // Attribute.value is nullable; an AttributeInput needs a value, and an empty one records nothing.
  const attributes = cart.attributes.flatMap(({ key, value }) => (value ? [{ key, value }] : []));
  const created = await adminQuery(env, DRAFT_ORDER_CREATE_MUTATION, {
    input: {
      lineItems: cart.lines.nodes.map((l) => ({ variantId: l.merchandise.id, quantity: l.quantity })),
      customAttributes: [{ key: 'klarna_order_id', value: klarnaOrderId }, ...attributes],
      presentmentCurrencyCode: cart.cost.totalAmount.currencyCode,
      tags: ['klarna'],
    },
  });
  const draft = created.draftOrderCreate?.draftOrder;
  if (!draft) throw new Error(`draftOrderCreate: ${JSON.stringify(created.draftOrderCreate?.userErrors)}`);
  const completed = await adminQuery(env, DRAFT_ORDER_COMPLETE_MUTATION, { id: draft.id });
  const order = completed.draftOrderComplete?.draftOrder?.order;
  if (!order) throw new Error(`draftOrderComplete: ${JSON.stringify(completed.draftOrderComplete?.userErrors)}`);
  return order.name;
}
