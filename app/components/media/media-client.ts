// Media enhancements, loaded after hydration with the header's chunk (never in the first load):
// a video link opens the video modal, a gallery thumbnail scrolls
// the gallery's stage without moving the page, and lazy images get their 200 px margin.
import { watchBuyBar } from '~/components/product/buy-bar-client';
import { watchLazyImages } from './lazy-margin';
import { openVideo } from './video-modal';

let wired = false;

function onClick(event: MouseEvent) {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-video], a[href^="#media-"]');
  if (!link || event.defaultPrevented || event.button != 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  if (link.dataset.video) openVideo(link);
  else {
    document.querySelector(link.hash)?.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'smooth' });
  }
}

/** Once per page: wires the clicks (first call only) and watches the page's lazy images. */
export function wireMedia() {
  if (!wired) document.addEventListener('click', onClick);
  wired = true;
  watchLazyImages();
  watchBuyBar();
}
