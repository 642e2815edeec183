// After hydration (with the page's media, ~/components/media/media-client): the phones' buy bar
// (./buy-bar.tsx) appears once the buy box's "Add to cart" has scrolled up out of view, and
// its link presses that button (the buy box's form adds the chosen variant, as a fetcher) instead
// of jumping back up. Without JavaScript the bar stays a link to the buy box. A scroll listener,
// not an IntersectionObserver: a jump (an anchor, the End key) from below the button to above it
// crosses no intersection, and the bar would not come.
const buyButton = () => document.querySelector<HTMLButtonElement>('#buy form button[type="submit"]');

function onClick(event: MouseEvent) {
  const link = (event.target as Element).closest('[data-buy-bar] a');
  const button = buyButton();
  if (!link || !button || button.disabled || event.defaultPrevented) return;
  event.preventDefault();
  button.click();
}

let frame = 0;
function update() {
  frame = 0;
  const bar = document.querySelector<HTMLElement>('[data-buy-bar]');
  const button = buyButton();
  if (!bar || !button) return;
  bar.toggleAttribute('data-live', true);
  bar.toggleAttribute('data-shown', button.getBoundingClientRect().bottom < 0);
}
const onScroll = () => {
  frame ||= requestAnimationFrame(update);
};

let wired = false;

/** Once per page: the listeners once, and the state for this page's buy box (or none). */
export function watchBuyBar() {
  if (!wired) {
    document.addEventListener('click', onClick);
    addEventListener('scroll', onScroll, { passive: true });
  }
  wired = true;
  update();
}
