// One Klarna Payments session per cart version (docs/decisions/checkout-and-klarna.md): the session's client token
// is kept in the shop's session with a digest of the order Klarna was given, and reused on every
// view of /checkout/klarna until the cart (lines, amounts, country) or the page's language (the
// session's locale) changes.
import type { Cart } from '~/lib/cart/types';
import type { AppSession } from '~/lib/context/session.server';
import type { Language } from '~/lib/i18n/languages';
import { createKlarnaSession, klarnaOrder, type KlarnaConfig } from './klarna.server';

const KEY = 'klarnaSession';

interface SavedSession {
  version: string;
  clientToken: string;
  category: string;
}

async function cartVersion(cart: Cart, country: string, language: Language): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(klarnaOrder(cart, country, language)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function saved(session: Pick<AppSession, 'get'>): SavedSession | null {
  const value = session.get(KEY) as Partial<SavedSession> | undefined;
  return value && typeof value.version === 'string' && typeof value.clientToken === 'string'
    ? { version: value.version, clientToken: value.clientToken, category: String(value.category ?? 'pay_later') }
    : null;
}

/** The client token and payment category for this cart: reused, or from a new Klarna session. */
export async function klarnaSessionFor(
  session: Pick<AppSession, 'get' | 'set'>,
  config: KlarnaConfig,
  cart: Cart,
  country: string,
  language: Language,
): Promise<{ clientToken: string; category: string }> {
  const version = await cartVersion(cart, country, language);
  const known = saved(session);
  if (known?.version === version) return known;
  const created = await createKlarnaSession(config, cart, country, language);
  const fresh = {
    version,
    clientToken: created.client_token,
    category: created.payment_method_categories[0]?.identifier ?? 'pay_later',
  };
  session.set(KEY, fresh);
  return fresh;
}

/** After an order (or a refused token), the next view starts a new Klarna session. */
export function forgetKlarnaSession(session: Pick<AppSession, 'unset'>) {
  session.unset(KEY);
}
