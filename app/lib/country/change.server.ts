// Changing the visitor's country (spec §4, improved, see docs/decisions/022): validate the code
// against the shop's countries, keep the cart and reprice it by moving its buyer identity; only
// when Shopify refuses, start a new cart in the new market with the items that can move.
import type { HydrogenCart } from '@shopify/hydrogen';
import type { CountryCode } from '@shopify/hydrogen/storefront-api-types';
import * as z from 'zod/mini';
import type { Cart, CartLine } from '~/lib/cart/types';
import type { Flash } from '~/lib/context/flash.server';
import { COUNTRY_CODE, type Country } from './country';
import type { Market } from './market.server';
import type { Island } from '~/lib/http/island';

export const UNSUPPORTED_COUNTRY = 'Please choose a country we ship to.';

export const CountryCodeSchema = z
  .string({ error: UNSUPPORTED_COUNTRY })
  .check(z.trim(), z.toUpperCase(), z.regex(COUNTRY_CODE, UNSUPPORTED_COUNTRY));

/** The available country for a code, or undefined (the list is the shop's, not the client's). */
export function findCountry(countries: Country[] | null, code: string): Country | undefined {
  return countries?.find((c) => c.code === code);
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

/** Moves the session's cart (if any) to `country`. Never throws for a refused move. */
export async function moveCart(cart: HydrogenCart, country: Country): Promise<MoveResult> {
  if (!cart.getCartId()) return { notMoved: [], replaced: false, moved: true };
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
  console.warn(`Could not move the cart to ${country.code}; it keeps its market.`);
  return { notMoved: [], replaced: false, moved: false };
}

/**
 * Keeps the titles that could not move for the next page (no-JS and JS alike); nothing, not even
 * a session cookie, when everything moved.
 */
export function rememberNotMoved(flash: Flash, notMoved: string[]) {
  if (notMoved.length > 0) flash.set('countryNotMoved', notMoved);
}

/**
 * The footer's data: the market, its payment marks (an island the root loader renders) and, after
 * a change, what stayed behind.
 */
export function countryShellData(context: { market: Market }, notMoved: string[], payments: Island) {
  const { country, countries } = context.market;
  return {
    country,
    countries,
    payments,
    notice:
      notMoved.length > 0
        ? `These items are not sold in ${country.name} and could not move to your new cart: ${notMoved.join(', ')}.`
        : null,
  };
}
