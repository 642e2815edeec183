// A cart fetcher's answer, shown once: it stays until the next cart change starts (any cart form
// or quantity control), then goes, so a stock message does not stick through later actions.
import { useRef, useSyncExternalStore } from 'react';

export interface CartResult {
  ok?: boolean;
  notice?: string;
  errors?: string[];
  messages?: string[];
}

// Counts the cart changes started on this page (kept in the module: React's own store hook, no
// router API, so it costs the shared framework chunk nothing).
let changes = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => changes;

/** Call when a cart change starts: every answer shown so far goes. */
export function cartChangeStarted() {
  changes += 1;
  for (const listener of listeners) listener();
}

export function useCartResult(result: unknown): CartResult | undefined {
  const now = useSyncExternalStore(subscribe, current, current);
  // The change count when this answer arrived: it is shown while no other change has started.
  const arrival = useRef<{ result: unknown; at: number }>({ result: undefined, at: 0 });
  if (arrival.current.result !== result) arrival.current = { result, at: now };
  return arrival.current.at === now ? (result as CartResult | undefined) : undefined;
}
