// Keeps Tab and Shift+Tab inside a dialog (the cart's overlay and dropdown, the video modal). Small
// on purpose: each dialog's chunk loads after hydration, and a dependency (focus-trap + tabbable,
// ~5 KB) would cost more than these lines (docs/decisions/look-and-layout.md, "Dialogs").
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `root`, in order (visible ones only). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Call on keydown: wraps Tab from the last element to the first and Shift+Tab the other way. */
export function trapTab(event: KeyboardEvent, root: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = tabbables(root);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    root.focus();
  } else if (event.shiftKey && (active === first || active === root || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
