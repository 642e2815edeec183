// The shop's analytics events (spec §7), in one place. Nothing is sent yet: the integrations issue
// subscribes a sender. Events are kept on window.__analytics so tests (and a late sender) see them.
export type AnalyticsEventName = 'Product Removed' | 'Product Quantity Updated' | 'Cart Viewed';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
  at: number;
}

type Listener = (event: AnalyticsEvent) => void;
const listeners = new Set<Listener>();

declare global {
  interface Window {
    __analytics?: AnalyticsEvent[];
  }
}

export function track(name: AnalyticsEventName, properties: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return;
  const event = { name, properties, at: Date.now() };
  (window.__analytics ??= []).push(event);
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A broken sender must not break the cart.
    }
  }
}

/** Registers a sender; returns the unsubscribe function. Events already emitted are replayed. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (typeof window !== 'undefined') for (const event of window.__analytics ?? []) listener(event);
  return () => listeners.delete(listener);
}
