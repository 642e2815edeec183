// The header's cart link with its item count. Without JavaScript it is simply the /cart page;
// with it a click opens the dropdown (≥ 768 px) or the full-screen overlay. The panel's code comes
// with the /cart route module, imported on first use by the URL in React Router's manifest: no
// extra loader code on first load (see docs/decisions/013-cart-panel-loading.md).
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useFetcher } from 'react-router';
import * as styles from './cart-badge.css';

type PanelComponent = ComponentType<{ mode: CartPanelMode; onClose: () => void }>;

/** Imports the /cart route module (React Router's own chunk for it) for the panel in its handle. */
async function importPanel(): Promise<PanelComponent> {
  const manifest = (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
    .__reactRouterManifest;
  // The badge is a <Link discover="render">, so React Router has the /cart route in its manifest
  // by the time anyone clicks; if not, this rejects and the caller navigates to /cart.
  const url = manifest?.routes['routes/cart']?.module;
  if (!url) throw new Error('The /cart route is not in the manifest yet.');
  const module = (await import(/* @vite-ignore */ url)) as { handle: { CartPanel: PanelComponent } };
  return module.handle.CartPanel;
}

export const MOBILE_QUERY = '(max-width: 767.98px)';
export type CartPanelMode = 'dropdown' | 'overlay';
const isMobile = () => matchMedia(MOBILE_QUERY).matches;

export interface CartBadgeData {
  count: number;
  /** "1 item", "3 items": the count as a screen reader says it. */
  label: string;
  /** The result of the last change made without JavaScript (POST → 303), shown once. */
  message: string | null;
}

export function CartBadge({ cart }: { cart?: CartBadgeData }) {
  const count = cart?.count ?? 0;
  const message = cart?.message;
  const [open, setOpen] = useState<CartPanelMode | null>(null);
  const [added, setAdded] = useState(false);
  const previous = useRef(count);

  const panel = useFetcher({ key: 'cart-panel' });
  const [Panel, setPanel] = useState<PanelComponent>();
  const show = (mode: CartPanelMode) => {
    // Opening the cart closes the navigation dropdowns (they listen for this event).
    dispatchEvent(new Event('cart:open'));
    setOpen(mode);
    void panel.load('/cart');
    // Should the panel code not load, the cart page is the cart.
    if (!Panel)
      importPanel().then(
        (c) => setPanel(() => c),
        () => location.assign('/cart'),
      );
  };

  useEffect(() => {
    const increased = count > previous.current;
    previous.current = count;
    if (!increased) return;
    const mobile = isMobile();
    setAdded(true);
    // On /cart itself the page is the cart: no dropdown over it.
    if (!mobile && location.pathname !== '/cart') show('dropdown');
    const timer = setTimeout(() => setAdded(false), mobile ? 1000 : 500);
    return () => clearTimeout(timer);
  }, [count]);

  return (
    <div className={styles.wrapper}>
      <Link
        to="/cart"
        discover="render"
        prefetch="none"
        className={styles.link}
        data-item-added={added || undefined}
        aria-expanded={!!open}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey) return;
          event.preventDefault();
          if (open) setOpen(null);
          else show(isMobile() ? 'overlay' : 'dropdown');
        }}
      >
        Cart
        <span className={styles.count} aria-label={cart?.label}>
          {count}
        </span>
      </Link>
      {Panel && open ? (
        <Panel mode={open} onClose={() => setOpen(null)} />
      ) : (
        <p role="status" className={styles.status}>
          {message}
        </p>
      )}
    </div>
  );
}
