// RudderStack HTTP API messages (page, track, identify; sent in a batch), built from plain inputs
// so they can be tested without a browser (docs/decisions/consent-and-analytics.md).
export interface Campaign {
  name?: string;
  source?: string;
  medium?: string;
  term?: string;
  content?: string;
}

export interface Message {
  type: 'page' | 'track' | 'identify';
  messageId: string;
  anonymousId: string;
  channel: 'web';
  originalTimestamp: string;
  context: Record<string, unknown>;
  name?: string;
  event?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  userId?: string;
}

export interface PageView {
  url: string;
  referrer: string;
  title: string;
}

export const LIBRARY = { name: 'sharkblades-analytics', version: '1.0.0' };

/** UTM parameters as RudderStack's context.campaign (utm_campaign is its `name`). */
export function campaignFrom(query: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const [key, field] of [
    ['utm_campaign', 'name'],
    ['utm_source', 'source'],
    ['utm_medium', 'medium'],
    ['utm_term', 'term'],
    ['utm_content', 'content'],
  ] as const) {
    const value = query.get(key);
    if (value) campaign[field] = value.slice(0, 255);
  }
  return campaign;
}

function base(type: Message['type'], anonymousId: string, context: Record<string, unknown>) {
  return {
    type,
    messageId: crypto.randomUUID(),
    anonymousId,
    channel: 'web' as const,
    originalTimestamp: new Date().toISOString(),
    context: { library: LIBRARY, ...context },
  };
}

/** A page view: path, referrer, search, title and url (spec §7), the campaign and the location. */
export function pageMessage(
  anonymousId: string,
  view: PageView,
  extra: { campaign: Campaign; location?: Record<string, string> },
): Message {
  const url = new URL(view.url);
  const page = { path: url.pathname, referrer: view.referrer, search: url.search, title: view.title, url: url.href };
  return {
    ...base('page', anonymousId, {
      page,
      campaign: extra.campaign,
      ...(extra.location ? { location: extra.location } : {}),
    }),
    name: view.title,
    properties: { ...page, ...(extra.location ? { location: extra.location } : {}) },
  };
}

export function trackMessage(
  anonymousId: string,
  event: string,
  properties: Record<string, unknown>,
  context: Record<string, unknown>,
): Message {
  return { ...base('track', anonymousId, context), event, properties };
}

/**
 * identify (spec §6): only with a customer (the cart's), whose id is the userId, carrying email
 * and names when present, with the same anonymous id as every other event.
 */
export function identifyMessage(
  anonymousId: string,
  customer: { id: string; email?: string | null; firstName?: string | null; lastName?: string | null },
  context: Record<string, unknown>,
): Message {
  const traits: Record<string, string> = {};
  if (customer.email) traits.email = customer.email;
  if (customer.firstName) traits.firstName = customer.firstName;
  if (customer.lastName) traits.lastName = customer.lastName;
  return { ...base('identify', anonymousId, { ...context, traits }), userId: customer.id, traits };
}
