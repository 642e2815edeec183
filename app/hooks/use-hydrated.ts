// False on the server and during hydration, true from then on: what only the no-JavaScript page
// needs (a redirectTo field, an 'Update' button) renders before hydration and goes away after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
