// A slot in the shell for the after-hydration chunk (docs/decisions/build-freshness-and-navigation.md):
// ~/lib/build/router sends it, as the `router:show` event, the component that watches the router through React Router's
// public hooks (location, navigation, root data) and renders the intent preloads' links. Only this
// listener is in the first load.
import { useEffect, useState, type ReactNode } from 'react';

export function RouterEvents() {
  const [shown, show] = useState<ReactNode>();
  useEffect(() => addEventListener('router:show', (event) => show((event as CustomEvent<ReactNode>).detail)), []);
  return shown;
}
