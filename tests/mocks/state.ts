// In-memory state of every mock upstream, plus a log of what each received. One instance per
// process: the HTTP server and Vitest's in-process server share it; `resetState` starts over.
import { clearFaults } from './faults';
import { seed } from './storefront/seed';

export interface MockCartLine {
  id: string;
  variantId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

export interface MockCart {
  token: string;
  key: string;
  lines: MockCartLine[];
  note: string;
  attributes: { key: string; value: string }[];
  buyerIdentity: { countryCode: string; email: string | null; phone: string | null; customerId?: string | null };
  /** cartDeliveryAddressesReplace's addresses (tests/mocks/storefront/cart-buyer.ts). */
  deliveryAddresses?: MockDeliveryAddress[];
  discountCodes: string[];
  giftCardCodes: string[];
  createdAt: string;
  updatedAt: string;
  completed: boolean;
  /** The language (@inContext) of the cart's creation or last change: the hosted checkout's language. */
  language?: string;
}

export interface MockDeliveryAddress {
  id: string;
  selected: boolean;
  oneTimeUse: boolean;
  address: Record<
    'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'phone' | 'countryCode',
    string | null
  >;
}

export interface MockCustomer {
  id: string;
  email: string;
  marketingState: 'NOT_SUBSCRIBED' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'PENDING';
  marketingOptInLevel: 'SINGLE_OPT_IN' | 'CONFIRMED_OPT_IN' | 'UNKNOWN' | null;
  consentUpdatedAt: string | null;
  /** BCP 47, e.g. `de-CH`; Shopify gives the shop's primary locale (`en`) when none was set. */
  locale?: string;
}

export interface MockKlarnaOrderBody {
  purchase_country: string;
  purchase_currency: string;
  locale: string;
  order_amount: number;
  order_tax_amount: number;
  order_lines: {
    name: string;
    quantity: number;
    unit_price: number;
    total_amount: number;
    tax_rate: number;
    total_tax_amount: number;
  }[];
}

export interface MockKlarnaSession {
  id: string;
  clientToken: string;
  body: MockKlarnaOrderBody;
  orderId: string | null;
}

export interface MockDraftOrder {
  id: string;
  name: string;
  lineItems: { variantId: string; quantity: number }[];
  customAttributes: { key: string; value: string }[];
  note: string | null;
  email: string | null;
  status: 'OPEN' | 'COMPLETED';
  order: { id: string; name: string } | null;
}

export interface RecordedRequest {
  upstream: 'storefront' | 'admin' | 'checkout' | 'klarna' | 'recaptcha' | 'review' | 'analytics' | 'cloudflare';
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

export interface MockState {
  carts: Map<string, MockCart>;
  /** Units per Admin location, by variant id (numeric part). */
  inventory: Map<string, { switzerland: number; primary: number }>;
  /** Admin customers by lower-cased email, with their email-marketing consent. */
  customers: Map<string, MockCustomer>;
  /** Klarna Payments sessions by session id. */
  klarnaSessions: Map<string, MockKlarnaSession>;
  /** Admin draft orders by gid. */
  draftOrders: Map<string, MockDraftOrder>;
  requests: RecordedRequest[];
  /** How the reCAPTCHA mock's browser script behaves (tests/mocks/recaptcha/handlers.ts). */
  recaptchaScript: RecaptchaScriptMode;
  /** reCAPTCHA tokens siteverify has seen (a token is good once, as at Google). */
  recaptchaTokens: Set<string>;
  sequence: number;
}

export type RecaptchaScriptMode = 'ok' | 'low' | 'fail' | 'missing' | 'reject' | 'unavailable';

function initialInventory() {
  return new Map(seed.products.flatMap((product) => product.variants.map((v) => [v.id, { ...v.inventory }] as const)));
}

export const state: MockState = {
  carts: new Map(),
  inventory: initialInventory(),
  customers: new Map(),
  klarnaSessions: new Map(),
  draftOrders: new Map(),
  requests: [],
  recaptchaScript: 'ok',
  recaptchaTokens: new Set(),
  sequence: 0,
};

export function resetState() {
  state.carts.clear();
  state.inventory = initialInventory();
  state.customers.clear();
  state.klarnaSessions.clear();
  state.draftOrders.clear();
  state.requests.length = 0;
  state.recaptchaScript = 'ok';
  state.recaptchaTokens.clear();
  clearFaults();
  state.sequence = 0;
}

export function nextId(): string {
  state.sequence += 1;
  return `${Date.now().toString(36)}${state.sequence.toString(36).padStart(4, '0')}`;
}

const MAX_RECORDED = 500;

export function record(entry: Omit<RecordedRequest, 'at'>) {
  state.requests.push({ ...entry, at: new Date().toISOString() });
  if (state.requests.length > MAX_RECORDED) state.requests.splice(0, state.requests.length - MAX_RECORDED);
}
