// The header's cart link with its item count. Without JavaScript it is simply the /cart page;
// with it a click opens the dropdown (≥ 768 px) or the full-screen overlay. The panel's code is a
// separate chunk imported on first open; its data is the /cart loader's, through a fetcher (see
// docs/decisions/cart.md).
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useMediaQuery } from '~/hooks/use-media-query';
import type { CartPageData } from '~/lib/cart/view';
import type { Messages } from '~/lib/i18n/messages/types';
import type { CartPanelMode, CartPanelProps } from './cart-panel';
import * as styles from './cart-badge.css';
import * as feedback from './cart-feedback.css';

// The spec's breakpoint (§2): a dropdown at 768 px and wider, a full-screen overlay below.
const MOBILE_QUERY = '(max-width: 767.98px)';

/** The panel's own chunk; Vite loads its styles with it. */
const importPanel = async () => (await import('./cart-panel')).CartPanel;

export interface CartBadgeData {
  count: number;
  /** "1 item", "3 items": the count as a screen reader says it. */
  label: string;
  /** What the last change made without JavaScript (POST → 303) did, shown once ("Added to cart"). */
  done: string | null;
  /** The warnings or the failure that came with it, shown once. */
  message: string | null;
  /** The link's and the panel's words, in the page's language. */
  words: Messages['cart']['badge'];
  /** /cart in the page's language (/fr/cart). */
  path: string;
}

export function CartBadge({ cart }: { cart?: CartBadgeData }) {
  const cartPath = cart?.path ?? '/cart';
  const count = cart?.count ?? 0;
  const [open, setOpen] = useState<CartPanelMode | null>(null);
  const [added, setAdded] = useState(false);
  const previous = useRef(count);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const model = useFetcher<CartPageData>();
  const [Panel, setPanel] = useState<ComponentType<CartPanelProps>>();
  const close = useCallback(() => setOpen(null), []);
  // On /cart the page itself says what the last change did (routes/cart.tsx): under the sticky
  // header the same words would only hang over the page's content as it scrolls.
  const onCartPage = useLocation().pathname === cartPath;

  const show = (mode: CartPanelMode) => {
    setOpen(mode);
    void model.load(cartPath);
    // The code and the data load side by side. Should the code not load, the page is the cart.
    if (!Panel)
      importPanel().then(
        (component) => setPanel(() => component),
        () => location.assign(cartPath),
      );
  };

  useEffect(() => {
    const increased = count > previous.current;
    previous.current = count;
    if (!increased) return;
    setAdded(true);
    // On /cart itself the page is the cart: no dropdown over it.
    if (!mobile && location.pathname !== cartPath) show('dropdown');
    const timer = setTimeout(() => setAdded(false), mobile ? 1000 : 500);
    return () => clearTimeout(timer);
  }, [count]);

  // Without the root loader's data (an error page before it) there are no words to show.
  if (!cart) return null;
  const { words } = cart;
  return (
    <div className={styles.wrapper} data-cart>
      <Link
        to={cartPath}
        className={styles.link}
        data-item-added={added || undefined}
        aria-expanded={!!open}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey) return;
          event.preventDefault();
          if (open) close();
          else show(mobile ? 'overlay' : 'dropdown');
        }}
      >
        <span className={styles.word}>{words.link}</span>
        {/* The figure is what the eye reads; "1 item" is what a screen reader says. */}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className={styles.label}>{cart.label}</span>
      </Link>
      {Panel && open ? (
        <Panel mode={open} mobile={mobile} model={model.data} words={words} cartPath={cartPath} onClose={close} />
      ) : (
        // After an add on a phone (no dropdown there), the status shows as a toast for the 1 s flag.
        <p role="status" className={added && mobile ? feedback.toast : styles.status}>
          {added && mobile ? words.added : onCartPage ? null : [cart.done, cart.message].filter(Boolean).join(' ')}
        </p>
      )}
    </div>
  );
}
