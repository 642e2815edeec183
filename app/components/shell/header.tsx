// The global header (spec §2): one sticky bar with the logo, the menus, the search slot, the
// language, My Orders, the chat orb and the cart; a burger on phones (docs/decisions/look-and-layout.md). The orb
// floats at the screen's foot from 768 px and sits in the bar on phones (./chat-orb.css.ts). Where the tagline shows
// beside the logo (the logo bar's routes): ./logo-rules.ts.
// The menus (./header-menus.tsx) work by CSS alone; ./header-client.ts (scrolled state, Escape, outside clicks, client-side navigation for
// the header's links) loads after hydration, so none of it is in the first load.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CartBadge, type CartBadgeData } from '~/components/cart/cart-badge';
import { ChatOrb } from '~/components/chat/chat-orb';
import type { ChatWords } from '~/lib/chat/types';
import { HeaderSearch } from '~/components/search/header-search';
import type { SearchWords } from '~/components/search/words';
import type { MenuSection } from '~/lib/shell/menu';
import type { Messages } from '~/lib/i18n/messages/types';
import type { Language } from '~/lib/i18n/languages';
import { hidesLogoBar } from './logo-rules';
import { BurgerMenu, DesktopMenus } from './header-menus';
import { LanguageDisclosure } from './language-switch';
import * as styles from './header.css';

/** The header's menus and links (root loader). */
export interface HeaderParts {
  menu: MenuSection[];
  home: string;
  accountUrl: string;
  words: Messages['menu'];
  /** The language switch (none on the US site). */
  language: { current: Language; words: Messages['language'] } | null;
}

export function Header({
  parts,
  cart,
  search,
  help,
}: {
  parts?: HeaderParts;
  cart?: CartBadgeData;
  search?: { words: SearchWords; action: string };
  help?: { words: ChatWords; href: string };
}) {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Wired once; each new page recomputes where "scrolled" begins (a hero or none). In a task of its
  // own: the import (and Vite's preload links for it) made hydration's last task longer
  // (docs/decisions/rendering-and-hydration.md).
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
        <div className={styles.contents}>
          {parts ? <DesktopMenus menu={parts.menu} home={parts.home} words={parts.words} /> : null}
        </div>
        {search && <HeaderSearch {...search} />}
        <div className={styles.actions}>
          {parts?.language ? (
            <div className={styles.contents}>
              <LanguageDisclosure {...parts.language} />
            </div>
          ) : null}
          {help && <ChatOrb {...help} />}
          <CartBadge cart={cart} />
          <div className={styles.contents}>{parts ? <BurgerMenu {...parts} /> : null}</div>
        </div>
      </div>
    </header>
  );
}
