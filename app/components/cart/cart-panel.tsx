// The cart as a dropdown (≥ 768 px) or a full-screen overlay (below). The header's cart badge
// imports this module on first open (its own chunk, styles included) and hands it the /cart
// loader's model. Escape closes both; a resize to ≥ 768 px closes the overlay; a click outside
// closes the dropdown. Tab stays inside the panel; on close, focus goes back to what opened it (the
// cart button, or Add to cart; unless the shopper clicked somewhere else). The dropdown ends above the window's foot, so its
// pinned totals and Checkout are always in view (docs/decisions/cart.md).
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { CartPageData } from '~/lib/cart/view';
import type { Messages } from '~/lib/i18n/messages/types';
import { CartView } from './cart-view';
import * as styles from './cart-panel.css';
import { trapTab } from '~/components/media/focus-trap';

export type CartPanelMode = 'dropdown' | 'overlay';

export interface CartPanelProps {
  mode: CartPanelMode;
  /** Whether the window is below the breakpoint now (the badge watches it). */
  mobile: boolean;
  /** Undefined while the first load runs. */
  model: CartPageData | undefined;
  /** The panel's own words (the badge has them before the model comes). */
  words: Messages['cart']['badge'];
  /** /cart in the page's language. */
  cartPath: string;
  onClose: () => void;
}

export function CartPanel({ mode, mobile, model, words, cartPath, onClose }: CartPanelProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Focus moves into the panel once, when it opens, and back when it closes: to what opened it (the
  // cart button, or "Add to cart" when an add opened it), else to the cart button.
  useEffect(() => {
    const panel = ref.current;
    const focused = document.activeElement;
    const opener =
      focused instanceof HTMLElement && focused !== document.body && !panel?.contains(focused)
        ? focused
        : panel?.parentElement?.querySelector<HTMLElement>('a[aria-expanded]');
    panel?.focus();
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) opener?.focus();
    };
  }, []);

  // The dropdown hangs from the header: as tall as the window leaves it below its top.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (mode !== 'dropdown' || !panel) return;
    const fit = () => {
      panel.style.maxHeight = `${Math.max(240, window.innerHeight - panel.getBoundingClientRect().top - 16)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [mode]);

  useEffect(() => {
    if (mode === 'overlay' && !mobile) onClose();
  }, [mode, mobile, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (ref.current) trapTab(event, ref.current);
    };
    const onPointer = (event: PointerEvent) => {
      const wrapper = ref.current?.parentElement;
      if (mode === 'dropdown' && wrapper && !wrapper.contains(event.target as Node)) onClose();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mode, onClose]);

  const viewCart = (
    <a href={cartPath} onClick={onClose} className={styles.view}>
      {words.view}
    </a>
  );
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-modal={mode === 'overlay' ? true : undefined}
      aria-label={words.panel}
      className={mode === 'overlay' ? styles.overlay : styles.dropdown}
      data-cart-panel={mode}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{words.panel}</h2>
        <button type="button" onClick={onClose} aria-label={words.close}>
          ×
        </button>
      </div>
      {model ? (
        <CartView model={model} foot={viewCart} />
      ) : (
        <>
          <p role="status" className={styles.loading}>
            {words.loading}
          </p>
          {viewCart}
        </>
      )}
    </div>
  );
}
