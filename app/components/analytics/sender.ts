// The RudderStack-compatible sender (docs/decisions/consent-and-analytics.md), loaded only after consent. Messages go
// in batches to {dataPlane}/v1/batch (basic auth with the write key); the queue is mirrored to
// session storage so it survives a navigation, and on page hide it goes with sendBeacon to
// {dataPlane}/beacon/v1/batch. A page event on start and on every page the router renders (handed
// over by the shell, ~/lib/build/router); the shop's cart events (~/lib/analytics/events) and adds
// to cart (a submit of the cart form with intent=add).
import { subscribe, type AnalyticsEvent } from '~/lib/analytics/events';
import { campaignFrom, identifyMessage, pageMessage, trackMessage, type Message } from '~/lib/analytics/payload';
import { onPageChange, onRouterChange, type RouterState } from '~/lib/build/router';
import { anonymousId, rememberUtm, visitorLocation } from '~/lib/analytics/visitor';
import { splitLanguage } from '~/lib/i18n/languages';
import { productContext } from './product';

export interface SenderConfig {
  url: string;
  key: string;
}

const QUEUE_KEY = 'rs_queue';
/** The customer already identified in this browser session (once per customer per session). */
const IDENTIFIED_KEY = 'rs_identified';
const FLUSH_MS = 1000;
/** A batch the data plane has not taken by then is sent again later (a hung request held it). */
const SEND_DEADLINE_MS = 10_000;

let config: SenderConfig | undefined;
let queue: Message[] = [];
let anon = '';
let timer: ReturnType<typeof setTimeout> | undefined;
let lastUrl = '';
const referrer = document.referrer;
let unsubscribe: (() => void) | undefined;
let unsubscribeRouter: (() => void)[] = [];
const sent = new WeakSet<AnalyticsEvent>();

function save() {
  try {
    if (queue.length) sessionStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
    else sessionStorage.removeItem(QUEUE_KEY);
  } catch {
    // No storage: the queue lives as long as the page.
  }
}

function enqueue(message: Message) {
  if (!config) return;
  queue.push(message);
  save();
  timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

async function flush() {
  timer = undefined;
  if (!config || !queue.length) return;
  const batch = queue;
  queue = [];
  save();
  try {
    const response = await fetch(`${config.url}/v1/batch`, {
      method: 'POST',
      keepalive: true,
      signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${config.key}:`)}` },
      body: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
    });
    if (response.status >= 500) throw new Error(String(response.status));
  } catch {
    // The data plane is down: keep the events for the next flush (or the next page).
    if (config) {
      queue = [...batch, ...queue].slice(-100);
      save();
      timer ??= setTimeout(() => void flush(), FLUSH_MS * 5);
    }
  }
}

function onHide() {
  if (!config || !queue.length || document.visibilityState != 'hidden') return;
  const body = new Blob([JSON.stringify({ batch: queue, sentAt: new Date().toISOString() })], { type: 'text/plain' });
  if (navigator.sendBeacon(`${config.url}/beacon/v1/batch?writeKey=${encodeURIComponent(config.key)}`, body)) {
    queue = [];
    save();
  }
}

async function page() {
  const url = location.href;
  if (!config || url == lastUrl) return;
  const previous = lastUrl || referrer;
  lastUrl = url;
  const stored = rememberUtm(location.search);
  const current = campaignFrom(new URLSearchParams(location.search));
  const where = await visitorLocation();
  enqueue(
    pageMessage(
      anon,
      { url, referrer: previous, title: document.title },
      { campaign: Object.keys(current).length ? current : stored, location: where },
    ),
  );
}

const pageContext = () => ({ page: { path: location.pathname, url: location.href } });

function onEvent(event: AnalyticsEvent) {
  if (sent.has(event)) return;
  sent.add(event);
  enqueue(trackMessage(anon, event.name, event.properties, pageContext()));
}

/**
 * identify when the cart carries a customer (spec §6): the root loader's cart data names it
 * (docs/decisions/consent-and-analytics.md), handed over by the shell with every router change (a cart change
 * revalidates the root), so it costs the first load nothing.
 */
function identify({ cart }: RouterState) {
  const customer = cart?.customer;
  if (!config || !customer?.id) return;
  try {
    if (sessionStorage.getItem(IDENTIFIED_KEY) == customer.id) return;
    sessionStorage.setItem(IDENTIFIED_KEY, customer.id);
  } catch {
    // No storage: identify once per page instead.
  }
  enqueue(identifyMessage(anon, customer, pageContext()));
}

function onSubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  // The cart's form in any language: /cart, /fr/cart, /en/cart.
  if (splitLanguage(form.getAttribute('action') ?? '').path != '/cart') return;
  const data = new FormData(form);
  if (data.get('intent') != 'add') return;
  const quantity = Number(data.get('quantity') ?? 1);
  const properties = { ...productContext(), variant: data.get('merchandiseId'), quantity };
  enqueue(trackMessage(anon, 'Product Added', properties, pageContext()));
}

/** Starts sending (idempotent). The queue left by the previous page is sent first. */
export function start(settings: SenderConfig) {
  if (config) return;
  config = settings;
  anon = anonymousId();
  try {
    queue = (JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as Message[]).slice(-100);
  } catch {
    queue = [];
  }
  addEventListener('submit', onSubmit, true);
  document.addEventListener('visibilitychange', onHide);
  addEventListener('pagehide', onHide);
  unsubscribe = subscribe(onEvent);
  void page();
  // Each page the router renders (its title is set by then), and each change of the root's cart.
  unsubscribeRouter = [onPageChange(() => void page()), onRouterChange(identify)];
  if (queue.length) timer ??= setTimeout(() => void flush(), FLUSH_MS);
}

/** Withdrawal: nothing more is sent, queued events are dropped, listeners go. */
export function stop() {
  config = undefined;
  queue = [];
  save();
  clearTimeout(timer);
  timer = undefined;
  lastUrl = '';
  unsubscribe?.();
  for (const unsubscribeOne of unsubscribeRouter) unsubscribeOne();
  unsubscribeRouter = [];
  try {
    sessionStorage.removeItem(IDENTIFIED_KEY);
  } catch {
    // Nothing stored.
  }
  removeEventListener('submit', onSubmit, true);
  document.removeEventListener('visibilitychange', onHide);
  removeEventListener('pagehide', onHide);
}
