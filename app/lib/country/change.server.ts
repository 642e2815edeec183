// Changing the visitor's country (spec §4, improved, see docs/decisions/cart.md): validate the code
// against the shop's countries, keep the cart and reprice it by moving its buyer identity; only
// when Shopify refuses, start a new cart in the new market with the items that can move. When even
// that fails (an outage included), the cart keeps its market and the shopper is told (spec §8).
import type { HydrogenCart } from '@shopify/hydrogen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import * as z from 'zod/mini';
import type { Cart, CartLine } from '~/lib/cart/types';
import type { Flash } from '~/lib/context/flash.server';
import { oneLine } from '~/lib/http/upstream.server';
import { COUNTRY_CODE, type Country } from './country';
import { countryName } from './country-name';
import type { Market } from './market.server';
import type { PaymentMethod } from '~/lib/checkout/payments';
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import { messagesFor, type Messages } from '~/lib/i18n/messages/index.server';
import type { Warn } from '~/lib/ops/log.server';

/** The JSON API's refusal (English, the spec's words for API clients); pages say it in their language. */
export const UNSUPPORTED_COUNTRY = messagesFor('en').countryChange.unsupported;

export const CountryCodeSchema = z
  .string({ error: UNSUPPORTED_COUNTRY })
  .check(z.trim(), z.toUpperCase(), z.regex(COUNTRY_CODE, UNSUPPORTED_COUNTRY));

/** The available country for a code, or undefined (the list is the shop's, not the client's). */
export function findCountry(countries: Country[] | null, code: string): Country | undefined {
  return countries?.find((c) => c.code === code);
}

/**
 * The country a shopper chose in the selector: the shop's; or, while its list cannot be loaded (an
 * outage), the well-formed code as it is, its currency unknown. The default-country rules trust
 * such a code too, and the spec makes an unsupported country a warning only (§8).
 */
export function chosenCountry(countries: Country[] | null, code: string): Country | undefined {
  return countries ? findCountry(countries, code) : { code, name: countryName(code), currency: '' };
}

// Attribute.value is nullable but an AttributeInput's is not: an attribute without one is left out.
const attributeInputs = (attributes: Cart['attributes']) =>
  attributes.flatMap(({ key, value }) => (typeof value === 'string' ? [{ key, value }] : []));

export interface MoveResult {
  /** Titles of items Shopify would not sell in the new market (they stay behind). */
  notMoved: string[];
  /** The cart was replaced by a new one (its id is in the session). */
  replaced: boolean;
  /** False when Shopify refused and no new cart could be made: the cart keeps its market. */
  moved: boolean;
}

const lineTitle = (line: CartLine) =>
  line.merchandise.title && line.merchandise.title !== 'Default Title'
    ? `${line.merchandise.product.title} (${line.merchandise.title})`
    : line.merchandise.product.title;

const NOT_MOVED: MoveResult = { notMoved: [], replaced: false, moved: false };

/**
 * Moves the session's cart (if any) to `country`. Never throws: a refused move, or one Shopify could
 * not answer (an outage), leaves the cart as it was (`moved: false`).
 */
/** `log`: the request's, for the line a cart that stays in its market writes. */
export async function moveCart(cart: HydrogenCart, country: Country, log: Warn): Promise<MoveResult> {
  if (!cart.getCartId()) return { notMoved: [], replaced: false, moved: true };
  try {
    return await moveOrRebuild(cart, country, log);
  } catch (error) {
    log.warn(`Could not move the cart to ${country.code}; it keeps its market. ${oneLine(error)}`);
    return NOT_MOVED;
  }
}

async function moveOrRebuild(cart: HydrogenCart, country: Country, log: Warn): Promise<MoveResult> {
  const countryCode = country.code as CountryCode;
  const updated = await cart.updateBuyerIdentity({ countryCode });
  if (updated.cart && (updated.userErrors ?? []).length === 0) return { notMoved: [], replaced: false, moved: true };

  // Shopify refused (e.g. an item not sold there). Rebuild the cart in the new market.
  const current: Cart | null = await cart.get();
  // A cart Shopify no longer knows is simply dropped; the next add starts one in the new market.
  if (!current) return { notMoved: [], replaced: false, moved: true };
  let lines = current.lines.nodes;
  const notMoved: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const created = await cart.create({
      buyerIdentity: { countryCode },
      lines: lines.map((line) => ({
        merchandiseId: line.merchandise.id,
        quantity: line.quantity,
        attributes: attributeInputs(line.attributes),
      })),
      note: current.note ?? undefined,
      attributes: attributeInputs(current.attributes),
      discountCodes: current.discountCodes.map((d) => d.code),
    });
    const errors = created.userErrors ?? [];
    if (created.cart && errors.length === 0) {
      cart.setCartId(created.cart.id);
      return { notMoved, replaced: true, moved: true };
    }
    // userErrors name the refused line: field ['input', 'lines', index, …].
    const refused = new Set(
      errors.flatMap((e) => (e.field?.[1] === 'lines' && e.field[2] !== undefined ? [Number(e.field[2])] : [])),
    );
    if (refused.size === 0) break;
    notMoved.push(...lines.filter((_, index) => refused.has(index)).map(lineTitle));
    lines = lines.filter((_, index) => !refused.has(index));
  }
  log.warn(`Could not move the cart to ${country.code}; it keeps its market.`);
  return NOT_MOVED;
}

/**
 * Keeps the titles that could not move for the next page (no-JS and JS alike); nothing, not even
 * a session cookie, when everything moved.
 */
export function rememberNotMoved(flash: Flash, notMoved: string[]) {
  if (notMoved.length > 0) flash.set('countryNotMoved', notMoved);
}

/**
 * A change the cart could not follow: the new country stands, the shopper is warned once, in the
 * language of the page the change was made on (the next page's).
 */
export function rememberNotUpdated(
  context: { flash: Flash; language: Language; messages: Messages },
  country: Country,
) {
  const name = countryName(country.code, context.language);
  context.flash.set('countryNotice', format(context.messages.countryChange.notUpdated, { country: name }));
}

// The named, sorted lists this isolate made, by language and list (settled plain data, a few
// entries): naming and sorting ~240 countries cost ~0.8 ms a render.
const NAMED_LISTS = 12;
const named = new Map<string, readonly Country[]>();

/** The shop's countries named in a language (Intl), sorted by those names. Not to be changed. */
export function namedCountries(countries: Country[], language: Language): readonly Country[] {
  const key = `${language}:${countries.map((c) => c.code + c.currency).join()}`;
  let list = named.get(key);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = countries
      .map((c) => ({ ...c, name: countryName(c.code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    if (named.size >= NAMED_LISTS) named.delete(named.keys().next().value!);
    named.set(key, list);
  }
  return list;
}

/**
 * The footer's data: the market (its countries named in the page's language), its payment marks
 * and, after a change, what stayed behind or that the cart could not follow.
 */
export function countryShellData(
  context: { market: Market; flash: Flash; language: Language; messages: Messages },
  notMoved: string[],
  payments: { methods: readonly PaymentMethod[]; label: string },
) {
  const { language, messages } = context;
  const country = { ...context.market.country, name: countryName(context.market.country.code, language) };
  return {
    country,
    countries: context.market.countries && namedCountries(context.market.countries, language),
    payments,
    notice:
      notMoved.length > 0
        ? format(messages.countryChange.notMoved, { country: country.name, items: notMoved.join(', ') })
        : (context.flash.get('countryNotice') ?? null),
  };
}
