// The header's menus. Two forms of the same menus: dropdowns on desktop
// (≥ 768 px) and a burger with expandable sections on phones. A <details> gives click/tap/keyboard
// toggling with the expanded state announced; CSS opens a desktop panel on hover (150 ms) and
// keyboard focus and closes it 300 ms after leaving (./header.css.ts). After hydration
// ./header-client.ts adds Escape, outside clicks and client-side navigation.
import type { MenuLink, MenuSection } from '~/lib/shell/menu';
import type { Messages } from '~/lib/i18n/messages/types';
import type { Language } from '~/lib/i18n/languages';
import { imageUrl, thumbSrcSet } from '~/lib/media/image-url';
import { useImageLoading } from '~/components/media/image-loading';
import * as burger from './burger.css';
import * as styles from './header.css';
import { LanguageRow } from './language-switch';

/** A menu's links (the 404 page lists the Shop menu's products and collections with it). */
export function MenuList({ links, images }: { links: MenuLink[]; images: boolean }) {
  const loading = useImageLoading();
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
                loading={loading}
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

/** What the burger shows besides the menus: Shopify's account page and the language row. */
export interface BurgerOptions {
  accountUrl: string;
  words: Messages['menu'];
  /** The burger's language row: the page's language and the switch's words (none on the US site). */
  language: { current: Language; words: Messages['language'] } | null;
}

/**
 * The wordmark (with the tagline beside it on wide screens where the logo bar's routes show it,
 * ./logo-rules.ts and docs/decisions/look-and-layout.md) and the desktop menus.
 */
export function DesktopMenus({ menu, home, words }: { menu: MenuSection[]; home: string; words: Messages['menu'] }) {
  return (
    <>
      <div className={styles.brand}>
        <a href={home} className={styles.logo}>
          Sharkblades
        </a>
        <p className={styles.tagline}>{words.tagline}</p>
      </div>
      <nav aria-label={words.main} className={styles.desktopNav}>
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

/**
 * My Orders (desktop, an icon) and the burger with its sheet (phones): the menus, My Orders and the
 * language. The cart is the bar's own icon above the sheet, so the sheet does not list it again.
 */
export function BurgerMenu({ menu, accountUrl, words, language }: { menu: MenuSection[] } & BurgerOptions) {
  return (
    <>
      <a href={accountUrl} className={styles.action} title={words.myOrders}>
        <span className={styles.visuallyHidden}>{words.myOrders}</span>
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
            {language ? (
              <li>
                <LanguageRow {...language} />
              </li>
            ) : null}
          </ul>
        </nav>
      </details>
    </>
  );
}
