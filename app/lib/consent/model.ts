// The cookie consent model (spec §3, §4; docs/decisions/consent-and-analytics.md). Cookies are necessary or optional,
// each group with an id (its label and purpose are in the message catalogue, `consent.groups`), the
// cookies and browser-storage keys it covers and the script sources it enables. The visitor's choice is two cookies: `is-consent-given` ('true' only for
// everything) and `consented-cookies`, the enabled ids joined by '~'. Shared by server and browser.
export const CONSENT_COOKIE = 'is-consent-given';
export const CONSENT_IDS_COOKIE = 'consented-cookies';
/** A year: the visitor is asked again after that. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export type CookieGroupId = 'necessary' | 'analytics' | 'map' | 'reviews';

export interface CookieGroup {
  id: CookieGroupId;
  necessary: boolean;
  /** Cookie (and local-storage) names this group writes; optional ones are deleted on withdrawal. */
  cookies: readonly string[];
  /** What it loads, by kind (CSP directive): 'script' | 'connect' | 'frame'. */
  sources: readonly ('analytics' | 'map')[];
}

export const COOKIE_GROUPS: readonly CookieGroup[] = [
  {
    id: 'necessary',
    necessary: true,
    cookies: ['session', '__Host-session', 'shopify_country', 'shopify_currency', CONSENT_COOKIE, CONSENT_IDS_COOKIE],
    sources: [],
  },
  {
    id: 'analytics',
    necessary: false,
    cookies: [
      'rudder_anonymous_id',
      'rs_anonymous_id',
      'original_user_location',
      'user_city',
      'user_region',
      'user_country',
      ...UTM_KEYS,
    ],
    sources: ['analytics'],
  },
  {
    id: 'map',
    necessary: false,
    cookies: [],
    sources: ['map'],
  },
  {
    // The review widget (docs/decisions/reviews.md): its script is only loaded with this consent; the
    // page holds a button that gives it instead of the widget's mount until then.
    id: 'reviews',
    necessary: false,
    cookies: [],
    sources: [],
  },
];

export const NECESSARY_IDS = COOKIE_GROUPS.filter((g) => g.necessary).map((g) => g.id);
export const ALL_IDS = COOKIE_GROUPS.map((g) => g.id);

export interface Consent {
  /** undefined until the visitor decided; true only when every cookie is enabled. */
  given: boolean | undefined;
  /** Enabled group ids, necessary ones always included. */
  enabled: string[];
}

export const joinIds = (ids: readonly string[]) => ids.join('~');

/** The enabled ids in the model's order: necessary always, unknown ids dropped. */
export function normalise(ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return ALL_IDS.filter((id) => NECESSARY_IDS.includes(id) || wanted.has(id));
}

/** Reads the choice from the two cookies' values. Undecided when the ids cookie is absent. */
export function readConsent(idsCookie: string | undefined): Consent {
  if (idsCookie === undefined) return { given: undefined, enabled: [...NECESSARY_IDS] };
  const enabled = normalise(idsCookie.split('~'));
  return { given: idsCookie === joinIds(ALL_IDS), enabled };
}

export const allows = (consent: Consent, id: string) => consent.enabled.includes(id);

export type Choice = 'accept' | 'decline' | 'save' | 'add';

/** The new enabled ids for a choice; `save` takes the toggled ids, `add` adds them to `current`. */
export function decide(choice: Choice, picked: readonly string[], current: readonly string[] = NECESSARY_IDS) {
  if (choice === 'accept') return [...ALL_IDS];
  if (choice === 'decline') return [...NECESSARY_IDS];
  return normalise(choice === 'add' ? [...current, ...picked] : picked);
}

/** Cookie values to store for the enabled ids. */
export function consentValues(enabled: readonly string[]) {
  const ids = joinIds(normalise(enabled));
  return { [CONSENT_COOKIE]: String(ids === joinIds(ALL_IDS)), [CONSENT_IDS_COOKIE]: ids };
}

/** Cookies (and storage keys) of optional groups that `before` enabled and `after` does not. */
export function withdrawnCookies(before: readonly string[], after: readonly string[]): string[] {
  return COOKIE_GROUPS.filter((g) => !g.necessary && before.includes(g.id) && !after.includes(g.id)).flatMap(
    (g) => g.cookies,
  );
}

/** Cookies that may only exist with consent: everything of the optional groups not enabled. */
export function forbiddenCookies(enabled: readonly string[]): string[] {
  return COOKIE_GROUPS.filter((g) => !g.necessary && !enabled.includes(g.id)).flatMap((g) => g.cookies);
}
