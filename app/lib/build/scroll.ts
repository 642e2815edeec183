// Going to an anchor after a client navigation (spec §2, §9): React Router scrolls to the element
// when it is already there; when the new page has not rendered it yet (streamed or lazy content),
// wait up to 100 ms for it before giving up. Driven by the router's location changes (./router).
import { onPageChange } from './router';

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

export function followAnchors() {
  let first = true;
  onPageChange(({ location }) => {
    // The page as loaded: the browser went to its anchor itself.
    if (first || !location.hash) return void (first = false);
    const id = decodeURIComponent(location.hash.slice(1));
    if (document.getElementById(id)) return;
    void waitForElement(id).then((element) => element?.scrollIntoView());
  });
}
