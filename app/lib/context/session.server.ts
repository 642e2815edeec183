// Signed cookie session (HttpOnly, the shop's cookie attributes: SameSite=Lax, Secure over https)
// carrying the cart id. Lifetime: 30 days, refreshed on every change, so a cart survives browser
// restarts. It never outgrows the browser's cookie limit at the cart's cost (docs/decisions/http-and-hardening.md).
import type { HydrogenSession } from '@shopify/hydrogen';
import { createCookie, createCookieSessionStorage, type Session, type SessionStorage } from 'react-router';
import { cookieAttributes, isSecureRequest } from '~/lib/http/cookies.server';
import type { Warn } from '~/lib/ops/log.server';
import { requestLog } from '~/lib/ops/request.server';

export const SESSION_COOKIE = 'session';
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
/** What a commit never drops to make the cookie fit. */
const KEPT = new Set(['cartId']);

/**
 * Over https the cookie is `__Host-session`: the browser then takes it only with Secure, Path=/
 * and no Domain, so no subdomain or plain-http page can plant one (docs/decisions/http-and-hardening.md).
 */
export function sessionCookieName(request: Request): string {
  return isSecureRequest(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

function sessionStorage(request: Request, secrets: string[]): SessionStorage {
  const cookie = createCookie(sessionCookieName(request), {
    secrets,
    ...cookieAttributes(request, SESSION_MAX_AGE, { httpOnly: true }),
  });
  return createCookieSessionStorage({ cookie });
}

export class AppSession implements HydrogenSession {
  isPending = false;

  private constructor(
    private readonly storage: SessionStorage,
    private readonly session: Session,
    private readonly log: Warn,
  ) {}

  static async init(request: Request, secrets: string[]) {
    const storage = sessionStorage(request, secrets);
    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());
    return new this(storage, session, requestLog(request));
  }

  get has() {
    return this.session.has;
  }

  /** Reading a flash value removes it (React Router's flash), so the cookie must be written again. */
  get: Session['get'] = (name) => {
    const keys = Object.keys(this.session.data).length;
    const value = this.session.get(name);
    if (Object.keys(this.session.data).length < keys) this.isPending = true;
    return value;
  };

  get flash() {
    this.isPending = true;
    return this.session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.session.unset;
  }

  get set() {
    this.isPending = true;
    return this.session.set;
  }

  destroy() {
    return this.storage.destroySession(this.session);
  }

  /**
   * The Set-Cookie value. React Router refuses (throws) a cookie past the browser's 4,096 bytes;
   * then the largest value but the cart id (a one-time message, a Klarna token) is dropped until it
   * fits, so nothing a visitor sends or Shopify answers can cost the cart (docs/decisions/http-and-hardening.md).
   */
  async commit(): Promise<string> {
    this.isPending = false;
    for (;;) {
      try {
        return await this.storage.commitSession(this.session);
      } catch (error) {
        const [largest] = Object.entries(this.session.data)
          .filter(([name]) => !KEPT.has(name))
          .map(([name, value]) => [name, JSON.stringify(value)?.length ?? 0] as const)
          .sort((a, b) => b[1] - a[1]);
        if (!largest) throw error;
        this.log.warn(`Session cookie over the browser limit: dropped ${largest[0]} (${largest[1]} characters)`);
        this.session.unset(largest[0]);
      }
    }
  }
}
