// Route preloads on intent (spec §9, docs/decisions/build-freshness-and-navigation.md): hovering, focusing or touching
// a link the client router follows renders React Router's <PrefetchPageLinks> for its target (the route
// modules it lacks and the page's data), unless the connection saves data or is 2g / slow-2g, and
// never more than 4 pages at a time (a page counts until its links have loaded or failed). A page
// whose code fails to preload is remembered, so the click on it becomes a full page load
// (./navigation); React Router reloads the current page after such a failure, so it is not
// preloaded again, and nothing is preloaded once a newer build is known (its old chunks may be gone).
import { useEffect, useLayoutEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { isFailedPage, knowsNewerBuild, markFailedPage } from './navigation';
import { createPreloadQueue, currentConnection, mayPrefetch } from './prefetch';
import { routerLinkTarget, showInShell } from './router';

/** A page whose links neither load nor fail within this long frees its place anyway. */
const SETTLE_MS = 10_000;

interface Preload {
  page: string;
  /** The document's `<link>`s before it rendered: React 19 hoists the preload's links into `<head>`. */
  before: ReadonlySet<Element>;
  settle: () => void;
}

const preloads: Preload[] = [];
let update: (() => void) | undefined;

function PagePreload({ page, before, settle }: Preload) {
  useLayoutEffect(() => {
    // The module preloads and the data prefetch, rendered with this commit (React puts them in the
    // head; one the document already holds is not added again, and has loaded already).
    const links = [...document.querySelectorAll('link')].filter((link) => !before.has(link));
    let left = links.length;
    const done = () => {
      clearTimeout(timer);
      settle();
    };
    const timer = setTimeout(done, SETTLE_MS);
    if (!left) return done();
    for (const link of links) {
      const one = (event: Event) => {
        if (event.type === 'error' && link.rel === 'modulepreload') {
          // Marked at once: React Router's own import of the module fails too and reloads the page,
          // often before the page's other links (its data) have settled.
          markFailedPage(page);
          console.warn(`[build] preloading ${link.href} for ${page} failed`);
        }
        if (--left === 0) done();
      };
      link.addEventListener('load', one, { once: true });
      link.addEventListener('error', one, { once: true });
    }
  }, [page, before, settle]);
  return <PrefetchPageLinks page={page} />;
}

function IntentPreloads() {
  const [, setVersion] = useState(0);
  useEffect(() => {
    update = () => setVersion((version) => version + 1);
    update();
  }, []);
  return preloads.map((preload) => <PagePreload key={preload.page} {...preload} />);
}

export function startIntentPreload() {
  const queue = createPreloadQueue();
  showInShell(<IntentPreloads key="intent-preloads" />);
  const onIntent = (event: Event) => {
    const target = routerLinkTarget(event);
    if (!target || target.pathname === location.pathname || !mayPrefetch(currentConnection())) return;
    const page = target.pathname;
    if (isFailedPage(page) || knowsNewerBuild()) return;
    queue.add(
      page,
      () =>
        new Promise<void>((resolve) => {
          let settled = false;
          preloads.push({
            page,
            before: new Set(document.querySelectorAll('link')),
            settle: () => {
              if (settled) return;
              settled = true;
              // Its modules are in the browser's module map and its data in the HTTP cache by now.
              preloads.splice(
                preloads.findIndex((preload) => preload.page === page),
                1,
              );
              update?.();
              resolve();
            },
          });
          update?.();
        }),
    );
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
