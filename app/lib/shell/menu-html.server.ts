// The header's menus as HTML made on the server (like the newsletter form): their markup costs the
// first-load JavaScript nothing. Two forms of the same menus: dropdowns on desktop (≥ 768 px) and a
// burger with expandable sections on phones. A <details> gives click/tap/keyboard toggling with the
// expanded state announced; CSS opens a desktop panel on hover (150 ms) and keyboard focus and
// closes it 300 ms after leaving (app/components/shell/header.css.ts). After hydration
// app/components/shell/header-client.ts adds Escape, outside clicks and client-side navigation.
import * as burger from '~/components/shell/burger.css';
import * as styles from '~/components/shell/header.css';
import type { MenuLink, MenuSection } from './menu';
import { escapeHtml } from '~/lib/html';
import { imageUrl, thumbSrcSet } from '~/lib/media/image-url';

const escape = escapeHtml;

function linkHtml(link: MenuLink, images: boolean): string {
  const image =
    images && link.image
      ? `<img src="${escape(imageUrl(link.image.src, 48, 48))}" srcset="${escape(thumbSrcSet(link.image.src, 48))}" alt="${escape(link.image.alt)}" width="48" height="48" loading="lazy">`
      : '';
  const note = link.note ? `<small class="${styles.note}">${escape(link.note)}</small>` : '';
  return `<li><a href="${escape(link.to)}" class="${styles.menuLink}">${image}<span>${escape(link.label)}${note}</span></a></li>`;
}

const listHtml = (links: MenuLink[], images: boolean) =>
  `<ul class="${styles.linkList}">${links.map((link) => linkHtml(link, images)).join('')}</ul>`;

/** The logo bar above the sticky bar (desktop only; which routes: app/components/shell/logo-rules.ts). */
export const LOGO_BAR_HTML = [
  `<div class="${styles.logoBar}"><a href="/" class="${styles.logoLarge}">Sharkblades</a>`,
  `<p class="${styles.tagline}">Swiss hockey equipment from recycled ocean plastic</p></div>`,
].join('');

/** The bar's compact logo and the desktop menus. */
export function desktopMenuHtml(menu: MenuSection[]): string {
  const items = menu.map((section) => {
    const groups = section.groups.map(
      (group) =>
        `<section class="${styles.group}"><h2 class="${styles.groupTitle}">${escape(group.title)}</h2>${listHtml(group.links, true)}</section>`,
    );
    return [
      `<li class="${styles.navItem}" data-menu="${section.id}">`,
      `<details name="nav-menu" class="${styles.disclosure}"><summary class="${styles.trigger}">${escape(section.label)}</summary></details>`,
      `<div class="${styles.panel}"><div class="${styles.panelInner}">${groups.join('')}`,
      `</div></div></li>`,
    ].join('');
  });
  return [
    `<a href="/" class="${styles.logo}">Sharkblades</a>`,
    `<nav aria-label="Main" class="${styles.desktopNav}"><ul class="${styles.navList}">${items.join('')}</ul></nav>`,
  ].join('');
}

/** My Orders (desktop) and the burger with its sheet (phones). */
export function burgerMenuHtml(menu: MenuSection[], accountUrl: string): string {
  const sections = menu.map(
    (section) =>
      `<li><details class="${burger.sheetSection}"><summary class="${burger.sheetSummary}">${escape(section.label)}</summary>` +
      listHtml(
        section.groups.flatMap((group) => group.links),
        false,
      ) +
      `</details></li>`,
  );
  return [
    `<a href="${escape(accountUrl)}" class="${styles.action}">My Orders</a>`,
    `<details class="${burger.burger}" data-burger>`,
    `<summary class="${burger.burgerButton}"><span class="${burger.burgerIcon}" aria-hidden="true"></span>`,
    `<span class="${styles.visuallyHidden}">Menu</span></summary>`,
    `<nav aria-label="Menu" class="${burger.sheet}"><ul class="${burger.sheetList}">${sections.join('')}`,
    `<li><a href="${escape(accountUrl)}" class="${burger.sheetLink}">My Orders</a></li>`,
    `<li><a href="/cart" class="${burger.sheetLink}">Cart</a></li>`,
    `</ul></nav></details>`,
  ].join('');
}
