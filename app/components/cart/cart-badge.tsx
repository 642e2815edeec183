// The header's cart link with its item count. Without JavaScript it is simply the /cart page;
// with it a click opens the dropdown (≥ 768 px) or the full-screen overlay, loaded on first use.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './cart-badge.css';

const CartPanel = lazy(() => import('./cart-panel'));

export const MOBILE_QUERY = '(max-width: 767.98px)';
export type CartPanelMode = 'dropdown' | 'overlay';

export interface CartBadgeData {
  count: number;
  flash: { added?: boolean; messages: { message: string }[] } | null;
}

export function CartBadge({ cart }: { cart?: CartBadgeData }) {
  const count = cart?.count ?? 0;
  const flash = cart?.flash;
  const message = flash
    ? [...(flash.added ? ['Added to cart'] : []), ...flash.messages.map((m) => m.message)].join(' ') || undefined
    : undefined;
  const [open, setOpen] = useState<CartPanelMode | null>(null);
  const [added, setAdded] = useState(false);
  const previous = useRef(count);
  const { pathname } = useLocation();
  const onCartPage = pathname === '/cart';

  const show = (mode: CartPanelMode) => {
    // Opening the cart closes the navigation dropdowns (they listen for this event).
    window.dispatchEvent(new CustomEvent('cart:open'));
    setOpen(mode);
  };

  useEffect(() => {
    const increased = count > previous.current;
    previous.current = count;
    if (!increased) return;
    const mobile = window.matchMedia(MOBILE_QUERY).matches;
    setAdded(true);
    // On /cart itself the page is the cart: no dropdown over it.
    if (!mobile && !onCartPage) show('dropdown');
    const timer = window.setTimeout(() => setAdded(false), mobile ? 1000 : 500);
    return () => window.clearTimeout(timer);
  }, [count]);

  return (
    <div className={styles.wrapper}>
      <a
        href="/cart"
        className={added ? styles.linkAdded : styles.link}
        data-item-added={added || undefined}
        aria-expanded={open ? true : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (open) setOpen(null);
          else show(window.matchMedia(MOBILE_QUERY).matches ? 'overlay' : 'dropdown');
        }}
      >
        Cart
        <span className={styles.count} aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
          {count}
        </span>
      </a>
      {message ? (
        <p role="status" className={styles.status}>
          {message}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CartPanel mode={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
