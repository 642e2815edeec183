// Route preloads on intent (spec §9, docs/decisions/092): hovering, focusing or touching a link the
// client router follows loads that route's code ahead of the click, unless the connection saves
// data or is 2g / slow-2g, and never more than 4 at a time. Replaces React Router's own
// prefetch="intent", which knows neither rule. A preload that fails marks the route, so the click
// becomes a full page load (./navigation).
import { matchRoutes } from 'react-router';
import { markFailedModule } from './navigation';
import { createPreloadQueue, currentConnection, mayPrefetch } from './prefetch';
import { routeModules, routerLinkTarget } from './router';

export function startIntentPreload() {
  const queue = createPreloadQueue();
  const onIntent = (event: Event) => {
    const target = routerLinkTarget(event);
    if (!target || !mayPrefetch(currentConnection())) return;
    for (const module of routeModules(target.pathname, matchRoutes)) {
      queue.add(module, () =>
        import(/* @vite-ignore */ module).catch((error: unknown) => {
          markFailedModule(module);
          console.warn(`[build] preloading ${module} failed: ${String(error)}`);
        }),
      );
    }
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
