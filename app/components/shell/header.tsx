// The global header (spec §2): one sticky bar with the logo, the menus, the search slot, the
// language, My Orders and the cart; a burger on phones (decision 240). Where the tagline shows
// beside the logo (the logo bar's routes): ./logo-rules.ts.
// All but the cart is HTML rendered on the server (./header-menus.server.tsx) and works by CSS
// alone; ./header-client.ts (scrolled state, Escape, outside clicks, client-side navigation for
// the header's links) loads after hydration, so none of it is in the first load.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CartBadge, type CartBadgeData } from '~/components/cart/cart-badge';
import { HeaderSearch } from '~/components/search/header-search';
import type { SearchWords } from '~/components/search/words';
import { Island } from '~/components/island';
import { hidesLogoBar } from './logo-rules';
import * as styles from './header.css';
// The burger's markup comes from the server; its styles must still reach the page.
import './burger.css';

/** The header's server-made parts (root loader). */
export interface HeaderParts {
  start: Island;
  end: Island;
  /** The language switch (none on the US site). */
  language: Island | null;
}

const NONE: Island = { id: '', html: '' };

export function Header({
  parts,
  cart,
  search,
}: {
  parts?: HeaderParts;
  cart?: CartBadgeData;
  search?: { words: SearchWords; action: string };
}) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Wired once; each new page recomputes where "scrolled" begins (a hero or none). In a task of its
  // own: the import (and Vite's preload links for it) made hydration's last task longer (decision 176).
  useEffect(
    () =>
      void setTimeout(
        () =>
          void import('./hydrated').then(
            (client) => ref.current && client.wireHeader(ref.current, navigate),
            () => undefined,
          ),
      ),
    [pathname],
  );

  return (
    <header ref={ref} className={styles.header} data-logo-bar={hidesLogoBar(pathname) ? 'hidden' : undefined}>
      <div className={styles.bar}>
        <Island className={styles.contents} island={parts?.start ?? NONE} />
        {search && <HeaderSearch {...search} />}
        <div className={styles.actions}>
          {parts?.language ? <Island className={styles.contents} island={parts.language} /> : null}
          <CartBadge cart={cart} />
          <Island className={styles.contents} island={parts?.end ?? NONE} />
        </div>
      </div>
    </header>
  );
}
