// The cart as the /cart page and the header's panel render it: one model, built on the server by
// the /cart loader, read by the page as loader data and by the panel through a fetcher on /cart.
import type { Messages } from '~/lib/i18n/messages/types';
import type { Cart, CartLine } from './types';

/** A cart line as shown, with the Switzerland notice decided on the server. */
export type CartLineView = CartLine & { shipsFromSwitzerland: boolean };
/** The cart as shown, with its country's name in the page's language (the shipping address). */
export type CartContents = Omit<Cart, 'lines'> & { lines: { nodes: CartLineView[] }; countryName: string };

interface CartMarket {
  /** The visitor's country (ISO code): decides the payment icons. */
  country: string;
  /** Whether the Klarna button is offered (a Klarna country and Klarna configured). */
  klarna: boolean;
}

/** 'ready' with no cart is the empty cart; 'error' is a cart Shopify could not return. */
export type CartViewModel = CartMarket & ({ view: 'ready'; cart: CartContents | null } | { view: 'error'; cart: null });

/**
 * The cart's model from the cart read, the variant ids that ship from Switzerland, and the name of
 * a country in the page's language.
 */
export function buildCartView(
  cart: Cart | null,
  swiss: ReadonlySet<string>,
  market: CartMarket,
  countryName: (code: string) => string = (code) => code,
): CartViewModel {
  if (!cart) return { view: 'ready', cart: null, ...market };
  const nodes = cart.lines.nodes.map((line) => ({ ...line, shipsFromSwitzerland: swiss.has(line.merchandise.id) }));
  const name = countryName(cart.buyerIdentity.countryCode ?? 'CH');
  return { view: 'ready', cart: { ...cart, lines: { nodes }, countryName: name }, ...market };
}

/** The model when the cart could not be read (the page answers 503 with it). */
export const cartErrorView = (market: CartMarket): CartViewModel => ({ view: 'error', cart: null, ...market });

/**
 * The cart's discounts as summary rows: one per code or automatic discount (title), summed; a
 * row's name is null for a discount without either (the page words it).
 */
export function discountRows(cart: Pick<Cart, 'discountAllocations' | 'cost'>) {
  const rows = new Map<string | null, number>();
  for (const allocation of cart.discountAllocations) {
    const name = 'code' in allocation ? allocation.code : 'title' in allocation ? allocation.title : null;
    rows.set(name || null, (rows.get(name || null) ?? 0) + Number(allocation.discountedAmount.amount));
  }
  const currencyCode = cart.cost.totalAmount.currencyCode;
  return [...rows]
    .filter(([, amount]) => amount > 0.004)
    .map(([name, amount]) => ({ name, amount: { amount: amount.toFixed(2), currencyCode } }));
}

/** What the /cart loader sends: the model, a one-time notice, and the cart's words (page and panel). */
export type CartPageData = CartViewModel & { notice?: string | null; messages: { cart: Messages['cart'] } };
