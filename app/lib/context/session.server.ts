// Signed cookie session (HttpOnly, the shop's cookie attributes: SameSite=Lax, Secure over https)
// carrying the cart id. Lifetime: 30 days, refreshed on every change, so a cart survives browser
// restarts.
import type { HydrogenSession } from '@shopify/hydrogen';
import { parse } from 'cookie';
import {
  createCookie,
  createCookieSessionStorage,
  type Cookie,
  type Session,
  type SessionData,
  type SessionStorage,
} from 'react-router';
import { cookieAttributes, isSecureRequest } from '~/lib/http/cookies.server';
import { remember } from '~/lib/memo';

export const SESSION_COOKIE = 'session';
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;

/**
 * Over https the cookie is `__Host-session`: the browser then takes it only with Secure, Path=/
 * and no Domain, so no subdomain or plain-http page can plant one (docs/decisions/026).
 */
export function sessionCookieName(request: Request): string {
  return isSecureRequest(request) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

// Session cookies this isolate has verified, by secrets and signed value, as the JSON of their data:
// the same signed value always decodes to the same data, so a visitor's next page skips the HMAC
// (a key import and a check per request). Only values that verified are kept; any other value is
// checked as before. Bounded: when full, all are forgotten (~/lib/memo's rule).
const VERIFIED_MAX = 1_000;
const verified = new Map<string, string>();

/** React Router's signed cookie, with `parse` answered from `verified` when it can. */
function rememberingCookie(cookie: Cookie, secrets: string[]): Cookie {
  const prefix = `${secrets.join('\0')}\0`;
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      const value = header ? parse(header)[cookie.name] : undefined;
      if (!value) return cookie.parse(header, options);
      const known = verified.get(prefix + value);
      if (known !== undefined) return JSON.parse(known) as SessionData;
      const data: unknown = await cookie.parse(header, options);
      if (data !== null && typeof data === 'object') {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(prefix + value, JSON.stringify(data));
      }
      return data;
    },
  };
}

// One storage per cookie name (hence scheme) and secrets in this isolate: it holds no state.
const storages = new Map<string, SessionStorage>();
function sessionStorage(request: Request, secrets: string[]): SessionStorage {
  const name = sessionCookieName(request);
  return remember(storages, `${name}\0${secrets.join('\0')}`, 16, () => {
    const cookie = createCookie(name, { secrets, ...cookieAttributes(request, SESSION_MAX_AGE, { httpOnly: true }) });
    return createCookieSessionStorage({ cookie: rememberingCookie(cookie, secrets) });
  });
}

export class AppSession implements HydrogenSession {
  isPending = false;

  private constructor(
    private readonly storage: SessionStorage,
    private readonly session: Session,
  ) {}

  static async init(request: Request, secrets: string[]) {
    const storage = sessionStorage(request, secrets);
    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());
    return new this(storage, session);
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

  commit() {
    this.isPending = false;
    return this.storage.commitSession(this.session);
  }
}
