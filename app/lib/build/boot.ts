// The browser code that keeps visitors on the newest build and loads the review widget, in one
// chunk imported after hydration (docs/decisions/build-freshness-and-navigation.md): nothing here is in the entry.
// Router changes come from the shell's public hooks (./router, docs/decisions/build-freshness-and-navigation.md).
import { mountReviewWidgets } from '~/lib/review/mount';
import { startIntentPreload } from './intent-preload';
import { installNavigationGuard, markNewerBuild } from './navigation';
import { onPageChange } from './router';
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
  followAnchors();
  // Each new page, once rendered: its review mounts (the widget's loader skips those already set).
  onPageChange(() => mountReviewWidgets());
}

start();
