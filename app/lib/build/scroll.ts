// Going to an anchor after a client navigation (spec §2, §9): React Router scrolls to the element
// when it is already there; when the new page has not rendered it yet (streamed or lazy content),
// wait up to 100 ms for it before giving up.
import type { DataRouter } from 'react-router';

export const SCROLL_WAIT_MS = 100;

export function waitForElement(id: string, timeout = SCROLL_WAIT_MS): Promise<HTMLElement | null> {
  const start = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      const element = document.getElementById(id);
      if (element || performance.now() - start >= timeout) resolve(element);
      else requestAnimationFrame(look);
    };
    look();
  });
}

export function followAnchors(router: DataRouter) {
  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    if (!state.location.hash) return;
    const id = decodeURIComponent(state.location.hash.slice(1));
    if (document.getElementById(id)) return;
    void waitForElement(id).then((element) => element?.scrollIntoView());
  });
}
