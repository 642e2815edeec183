// After hydration (with the page's media, ~/components/media/media-client): the phones' buy bar
// (./buy-bar.server.tsx) appears once the buy box's "Add to cart" has scrolled up out of view, and
// its link presses that button (the buy box's form adds the chosen variant, as a fetcher) instead
// of jumping back up. Without JavaScript the bar stays a link to the buy box.
let observer: IntersectionObserver | undefined;

const buyButton = () => document.querySelector<HTMLButtonElement>('#buy form button[type="submit"]');

function onClick(event: MouseEvent) {
  const link = (event.target as Element).closest('[data-buy-bar] a');
  const button = buyButton();
  if (!link || !button || button.disabled || event.defaultPrevented) return;
  event.preventDefault();
  button.click();
}

let wired = false;

/** Once per page: watch this page's buy box (a new page has a new one, or none). */
export function watchBuyBar() {
  observer?.disconnect();
  if (!wired) document.addEventListener('click', onClick);
  wired = true;
  const bar = document.querySelector<HTMLElement>('[data-buy-bar]');
  const button = buyButton();
  if (!bar || !button) return;
  bar.toggleAttribute('data-live', true);
  observer = new IntersectionObserver(([entry]) => {
    if (entry) bar.toggleAttribute('data-shown', !entry.isIntersecting && entry.boundingClientRect.top < 0);
  });
  observer.observe(button);
}
