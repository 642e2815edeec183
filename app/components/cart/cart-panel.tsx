// The cart as a dropdown (≥ 768 px) or a full-screen overlay (below): shipped with the /cart route
// module and fed by its loader through the header's keyed fetcher. Escape closes both; resizing to ≥ 768 closes the overlay.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { loader } from '~/routes/cart';
import { track } from '~/lib/analytics/events';
import type { CartPanelMode } from './cart-badge';
import { CartView, type CartState } from './cart-view';
import * as styles from './cart-panel.css';

// The spec's mobile breakpoint (768 px); repeated here so this module does not pull the header's.
const MOBILE_QUERY = '(max-width: 767.98px)';

export default function CartPanel({ mode, onClose }: { mode: CartPanelMode; onClose: () => void }) {
  const fetcher = useFetcher<typeof loader>({ key: 'cart-panel' });
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Away from /cart the route's styles are not on the page yet: add them (once).
    const manifest = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { css?: string[] }> } })
      .__reactRouterManifest;
    for (const href of manifest?.routes['routes/cart']?.css ?? []) {
      if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  }, []);

  useEffect(() => {
    if (fetcher.data?.view === 'ready') track('Cart Viewed', { cart_id: fetcher.data.cart?.id ?? null });
  }, [fetcher.data?.view, fetcher.data]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const media = window.matchMedia(MOBILE_QUERY);
    const onResize = () => mode === 'overlay' && !media.matches && onClose();
    const onPointer = (event: PointerEvent) => {
      if (mode === 'dropdown' && ref.current && !ref.current.parentElement?.contains(event.target as Node)) onClose();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    document.addEventListener('pointerdown', onPointer);
    ref.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [mode, onClose]);

  const data = fetcher.data;
  const state: CartState = !data
    ? { view: 'loading' }
    : data.view === 'error'
      ? { view: 'error' }
      : { view: 'ready', cart: data.cart };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="dialog"
      aria-modal={mode === 'overlay' ? true : undefined}
      aria-label="Your cart"
      className={mode === 'overlay' ? styles.overlay : styles.dropdown}
      data-cart-panel={mode}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>Your cart</h2>
        <button type="button" onClick={onClose} aria-label="Close cart">
          ×
        </button>
      </div>
      <CartView state={state} country={data?.country ?? 'CH'} klarna={data?.klarna ?? false} />
      <p>
        <a href="/cart" onClick={onClose}>
          View cart
        </a>
      </p>
    </div>
  );
}
