// The header's menus, rendered to static HTML on the server (islands, docs/decisions/170): their
// markup costs the first-load JavaScript nothing. Two forms of the same menus: dropdowns on desktop
// (≥ 768 px) and a burger with expandable sections on phones. A <details> gives click/tap/keyboard
// toggling with the expanded state announced; CSS opens a desktop panel on hover (150 ms) and
// keyboard focus and closes it 300 ms after leaving (./header.css.ts). After hydration
// ./header-client.ts adds Escape, outside clicks and client-side navigation.
import { renderToStaticMarkup } from 'react-dom/server';
import type { MenuLink, MenuSection } from '~/lib/shell/menu';
import type { Messages } from '~/lib/i18n/messages/types';
import { imageUrl, thumbSrcSet } from '~/lib/media/image-url';
import * as burger from './burger.css';
import * as styles from './header.css';

function MenuList({ links, images }: { links: MenuLink[]; images: boolean }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} className={styles.menuLink}>
            {images && link.image ? (
              <img
                src={imageUrl(link.image.src, 48, 48)}
                srcSet={thumbSrcSet(link.image.src, 48)}
                alt={link.image.alt}
                width="48"
                height="48"
                loading="lazy"
              />
            ) : null}
            <span>
              {link.label}
              {link.note ? <small className={styles.note}>{link.note}</small> : null}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** How the header's HTML is written: the page's words and home, and Shopify's account page. */
export interface HeaderOptions {
  accountUrl: string;
  words: Messages['menu'];
  localePath: (path: string) => string;
}

/** The logo bar above the sticky bar (desktop only; which routes: ./logo-rules.ts). */
function LogoBar({ home, tagline }: { home: string; tagline: string }) {
  return (
    <div className={styles.logoBar}>
      <a href={home} className={styles.logoLarge}>
        Sharkblades
      </a>
      <p className={styles.tagline}>{tagline}</p>
    </div>
  );
}

/** The bar's compact logo and the desktop menus. */
function DesktopMenus({ menu, home, label }: { menu: MenuSection[]; home: string; label: string }) {
  return (
    <>
      <a href={home} className={styles.logo}>
        Sharkblades
      </a>
      <nav aria-label={label} className={styles.desktopNav}>
        <ul className={styles.navList}>
          {menu.map((section) => (
            <li key={section.id} className={styles.navItem} data-menu={section.id}>
              <details name="nav-menu" className={styles.disclosure}>
                <summary className={styles.trigger}>{section.label}</summary>
              </details>
              <div className={styles.panel}>
                <div className={styles.panelInner}>
                  {section.groups.map((group) => (
                    <section key={group.title} className={styles.group}>
                      <h2 className={styles.groupTitle}>{group.title}</h2>
                      <MenuList links={group.links} images />
                    </section>
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** My Orders (desktop) and the burger with its sheet (phones). */
function BurgerMenu({ menu, accountUrl, words, localePath }: { menu: MenuSection[] } & HeaderOptions) {
  return (
    <>
      <a href={accountUrl} className={styles.action}>
        {words.myOrders}
      </a>
      <details className={burger.burger} data-burger="">
        <summary className={burger.burgerButton}>
          <span className={burger.burgerIcon} aria-hidden="true"></span>
          <span className={styles.visuallyHidden}>{words.menu}</span>
        </summary>
        <nav aria-label={words.menu} className={burger.sheet}>
          <ul className={burger.sheetList}>
            {menu.map((section) => (
              <li key={section.id}>
                <details className={burger.sheetSection}>
                  <summary className={burger.sheetSummary}>{section.label}</summary>
                  <MenuList links={section.groups.flatMap((group) => group.links)} images={false} />
                </details>
              </li>
            ))}
            <li>
              <a href={accountUrl} className={burger.sheetLink}>
                {words.myOrders}
              </a>
            </li>
            <li>
              <a href={localePath('/cart')} className={burger.sheetLink}>
                {words.cart}
              </a>
            </li>
          </ul>
        </nav>
      </details>
    </>
  );
}

/** The header's three islands: logo bar, logo + desktop menus, My Orders + burger. */
export function headerMenusHtml(menu: MenuSection[], options: HeaderOptions) {
  const home = options.localePath('/');
  return {
    top: renderToStaticMarkup(<LogoBar home={home} tagline={options.words.tagline} />),
    start: renderToStaticMarkup(<DesktopMenus menu={menu} home={home} label={options.words.main} />),
    end: renderToStaticMarkup(<BurgerMenu menu={menu} {...options} />),
  };
}
