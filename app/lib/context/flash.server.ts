// One-time messages for the next page, through React Router's session flash: written with
// session.flash, gone once read with session.get (the session is then committed without them).
// A Flash is per request: what it read stays readable for the rest of that request, so two loaders
// of one page (root and home both render a newsletter form) see the same message.
import { redirect } from 'react-router';
import * as z from 'zod/mini';

export interface FlashValues {
  /** A cart change without JavaScript, shown once by the header's cart badge (root loader). */
  cartChange: { added: boolean; messages: string[]; notice?: string };
  /** Why the shopper was sent back to /cart (Klarna refusals, empty cart), shown on /cart. */
  cartNotice: string;
  /** Titles a country change could not move to the new cart (docs/decisions/cart.md), shown by the footer. */
  countryNotMoved: string[];
  /** A country change whose cart could not be updated (spec §8: warning only), shown by the footer. */
  countryNotice: string;
  /** A newsletter signup without JavaScript: the message, shown once by the form `form` (its id). */
  newsletter: { message: string; error: boolean; form: string };
}

export type FlashKey = keyof FlashValues;

// What comes back is checked: a cookie written by an older build may hold another shape.
const FLASH: { [K in FlashKey]: z.ZodMiniType<FlashValues[K]> } = {
  cartChange: z.object({ added: z.boolean(), messages: z.array(z.string()), notice: z.optional(z.string()) }),
  cartNotice: z.string(),
  countryNotMoved: z.array(z.string()),
  countryNotice: z.string(),
  newsletter: z.object({ message: z.string(), error: z.boolean(), form: z.string() }),
};

/** The two session methods a flash needs (AppSession has them; tests may pass their own). */
export interface FlashSession {
  get(name: string): unknown;
  flash(name: string, value: unknown): void;
}

export interface Flash {
  set<K extends FlashKey>(key: K, value: FlashValues[K]): void;
  /**
   * The value (gone from the session, still the same for this request), or undefined when none was
   * set or it no longer fits its key.
   */
  get<K extends FlashKey>(key: K): FlashValues[K] | undefined;
}

export function createFlash(session: FlashSession): Flash {
  const read = new Map<FlashKey, unknown>();
  return {
    set(key, value) {
      session.flash(key, value);
    },
    get<K extends FlashKey>(key: K) {
      if (!read.has(key)) {
        const parsed = FLASH[key].safeParse(session.get(key));
        read.set(key, parsed.success ? parsed.data : undefined);
      }
      return read.get(key) as FlashValues[K] | undefined;
    },
  };
}

/** A 303 to the cart page (`cartPath`: /cart in the page's language) that shows `notice` there once. */
export function redirectToCart(flash: Flash, notice: string, cartPath: string) {
  flash.set('cartNotice', notice);
  return redirect(cartPath, 303);
}
