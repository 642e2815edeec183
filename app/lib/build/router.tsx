// The router's state for the lazily loaded build code (docs/decisions/build-freshness-and-navigation.md), through React
// Router's public hooks only: a component sent to the shell's slot (~/components/shell/router-events) reads
// the location, the navigation and the root's cart, and hands each change to the listeners here
// after React has committed it. It also renders what the build code asks for (intent preloads).
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation, useRouteLoaderData, type Location } from 'react-router';

export interface CartCustomer {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface RouterState {
  location: Location;
  navigation: ReturnType<typeof useNavigation>;
  /** The root loader's cart: the customer it carries, if any (the analytics sender identifies it). */
  cart?: { customer?: CartCustomer | null };
}

type Listener = (state: RouterState) => void;
const listeners = new Set<Listener>();
const shown: ReactNode[] = [];
let last: RouterState | undefined;
let rerender: (() => void) | undefined;

function RouterWatch() {
  const location = useLocation();
  const navigation = useNavigation();
  const root = useRouteLoaderData('root') as { cart?: RouterState['cart'] } | undefined;
  const [, setVersion] = useState(0);
  useEffect(() => {
    rerender = () => setVersion((version) => version + 1);
  }, []);
  useEffect(() => {
    last = { location, navigation, cart: root?.cart };
    for (const listener of listeners) listener(last);
  }, [location, navigation, root]);
  return shown;
}

dispatchEvent(new CustomEvent('router:show', { detail: <RouterWatch /> }));

/** Renders `node` in the shell, inside the router (after the ones shown before). */
export function showInShell(node: ReactNode) {
  shown.push(node);
  rerender?.();
}

/** Calls `listener` with the current state now (when there is one) and after every router change. */
export function onRouterChange(listener: Listener): () => void {
  listeners.add(listener);
  if (last) listener(last);
  return () => listeners.delete(listener);
}

export const currentRouterState = () => last;

/**
 * Calls `listener` once per settled page: when no navigation is under way and the location is
 * one it has not seen yet (the first call is for the page as it stands).
 */
export function onPageChange(listener: Listener): () => void {
  let lastKey: string | undefined;
  return onRouterChange((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    listener(state);
  });
}

/**
 * The target of a click on a link the client router would follow (React Router marks its links
 * with data-discover), else null: plain anchors, other windows and modified clicks load pages anyway.
 */
export function routerLinkTarget(event: MouseEvent | Event): URL | null {
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href][data-discover]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : null;
}
