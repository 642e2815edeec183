// The browser code that keeps visitors on the newest build and loads the review widget, in one
// chunk imported after hydration (docs/decisions/091): nothing here is in the entry.
import { mountReviewWidgets } from '~/lib/review/mount';
import { startIntentPreload } from './intent-preload';
import { installNavigationGuard, markNewerBuild } from './navigation';
import { dataRouter } from './router';
import { followAnchors } from './scroll';
import { startVersionWatch } from './version';

function start() {
  installNavigationGuard();
  startVersionWatch((buildId) => {
    console.info(`[build] build ${buildId} is deployed; the next navigation loads it`);
    markNewerBuild();
  });
  startIntentPreload();
  mountReviewWidgets();
  const router = dataRouter();
  if (!router) return;
  followAnchors(router);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') mountReviewWidgets();
  });
}

start();
