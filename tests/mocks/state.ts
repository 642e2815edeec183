// In-memory state of every mock upstream, plus a log of what each received. One instance per
// process: the HTTP server and Vitest's in-process server share it; `resetState` starts over.
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
  buyerIdentity: { countryCode: string; email: string | null; phone: string | null };
  discountCodes: string[];
  giftCardCodes: string[];
  createdAt: string;
  updatedAt: string;
  completed: boolean;
}

export interface MockCustomer {
  id: string;
  email: string;
  marketingState: 'NOT_SUBSCRIBED' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'PENDING';
  consentUpdatedAt: string | null;
}

export interface RecordedRequest {
  upstream: 'storefront' | 'admin' | 'checkout';
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
  requests: RecordedRequest[];
  /** When set, the named upstream answers 503 (for outage tests). */
  outage: Set<RecordedRequest['upstream']>;
  sequence: number;
}

function initialInventory() {
  return new Map(seed.products.flatMap((product) => product.variants.map((v) => [v.id, { ...v.inventory }] as const)));
}

export const state: MockState = {
  carts: new Map(),
  inventory: initialInventory(),
  customers: new Map(),
  requests: [],
  outage: new Set(),
  sequence: 0,
};

export function resetState() {
  state.carts.clear();
  state.inventory = initialInventory();
  state.customers.clear();
  state.requests.length = 0;
  state.outage.clear();
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
