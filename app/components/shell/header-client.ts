// What the header needs JavaScript for, loaded after hydration (never in the first load): the
// `data-scrolled` state (spec §4: after 100 px, or past the hero on home and product pages), and
// closing the menus on Escape, on a click outside, and when a link in the header is followed
// (a client-side navigation keeps the <details> open otherwise). Opening needs none of it. The
// menus are server-made HTML (plain links): their clicks become client-side navigations here, or
// full page loads under the build rules (~/lib/build/navigation); so do the footer's
// (./footer-links.tsx).
import { wireMedia } from '~/components/media/media-client';
import { loadsInFull } from '~/lib/build/navigation';

const SCROLL_THRESHOLD = 100;

/** Wires the header once; every call (one per page) recomputes the scrolled state and wires the page's media. */
export function wireHeader(header: HTMLElement, navigate: (to: string) => unknown) {
  if (!wired.has(header)) wire(header, navigate);
  dispatchEvent(new Event('scroll'));
  wireMedia();
}

const wired = new WeakSet<HTMLElement>();

function wire(header: HTMLElement, navigate: (to: string) => unknown) {
  wired.add(header);
  const items = () => header.querySelectorAll<HTMLElement>('[data-menu]');
  const closeAll = () => header.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));

  let frame = 0;
  const update = () => {
    frame = 0;
    const hero = document.querySelector('[data-hero]');
    const scrolled = hero
      ? hero.getBoundingClientRect().bottom <= header.getBoundingClientRect().bottom
      : scrollY > SCROLL_THRESHOLD;
    header.toggleAttribute('data-scrolled', scrolled);
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(update);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const active = document.activeElement;
    const item = active?.closest<HTMLElement>('[data-menu]');
    const burger = active?.closest<HTMLDetailsElement>('[data-burger]');
    closeAll();
    // A panel opened by focus or hover stays shut until focus or the pointer leaves its item.
    items().forEach((i) => (i.matches(':hover') || i === item) && i.setAttribute('data-dismissed', ''));
    (item ?? burger)?.querySelector<HTMLElement>('summary')?.focus();
  };
  const onFocus = (event: FocusEvent) =>
    items().forEach((i) => i.contains(event.target as Node) || i.removeAttribute('data-dismissed'));
  // Only a real move of the pointer away from the item lifts the dismissal (a panel that hides
  // under a still pointer makes the browser report boundary events without one).
  const onMove = (event: PointerEvent) =>
    items().forEach((i) => i.contains(event.target as Node) || i.removeAttribute('data-dismissed'));
  const onPointer = (event: PointerEvent) => header.contains(event.target as Node) || closeAll();
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    // Following a link (the cart's included: opening the cart closes the menus, spec §4). The
    // pointer may still be over the panel: it stays shut until the pointer leaves.
    closeAll();
    link.closest('[data-menu]')?.setAttribute('data-dismissed', '');
    // The cart's and the chat's links open their panels (React's handlers run after this one).
    if (!link.closest('[data-cart], [data-chat]')) follow(event, link, navigate);
  };
  // The footer lives as long as the header: one listener for its server-made links (not the
  // selector's own, which React handles).
  document.querySelector('footer')?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('[data-links] a');
    if (link) follow(event, link as HTMLAnchorElement, navigate);
  });

  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocus);
  document.addEventListener('pointerdown', onPointer);
  document.addEventListener('pointermove', onMove, { passive: true });
  header.addEventListener('click', onClick);
  header.setAttribute('data-enhanced', '');
}

/** A plain click on one of our own links: a client-side navigation (a full load after a new build). */
function follow(event: MouseEvent, link: HTMLAnchorElement, navigate: (to: string) => unknown) {
  const plain =
    !event.defaultPrevented && event.button == 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  if (!plain || link.origin != location.origin) return;
  event.preventDefault();
  // Once a newer build is known (or the page's code failed), a full load instead
  // (docs/decisions/build-freshness-and-navigation.md).
  if (!loadsInFull(new URL(link.href))) navigate(link.pathname + link.search + link.hash);
}
