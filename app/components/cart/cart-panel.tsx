// The cart as a dropdown (≥ 768 px) or a full-screen overlay (below): loaded lazily on first use,
// fed by the /cart loader through a fetcher. Escape closes both; resizing to ≥ 768 closes the overlay.
import { useEffect, useRef } from 'react';
import { useFetcher, useFetchers } from 'react-router';
import type { loader } from '~/routes/cart';
import { track } from '~/lib/analytics';
import { MOBILE_QUERY, type CartPanelMode } from './cart-badge';
import { CartView, type CartState } from './cart-view';
import * as styles from './cart-panel.css';

export default function CartPanel({ mode, onClose }: { mode: CartPanelMode; onClose: () => void }) {
  const fetcher = useFetcher<typeof loader>({ key: 'cart-panel' });
  const ref = useRef<HTMLDivElement>(null);
  const fetchers = useFetchers();

  useEffect(() => {
    void fetcher.load('/cart');
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
  const messages = fetchers.flatMap((f) => {
    if (f.key.startsWith('code-') || f.key === 'cart-panel') return [];
    const d = f.data as { errors?: string[]; messages?: string[] } | undefined;
    return [...(d?.errors ?? []), ...(d?.messages ?? [])];
  });

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
      <CartView
        state={state}
        country={data?.country ?? 'CH'}
        klarna={data?.klarna ?? false}
        messages={[...new Set(messages)]}
      />
      <p>
        <a href="/cart" onClick={onClose}>
          View cart
        </a>
      </p>
    </div>
  );
}
