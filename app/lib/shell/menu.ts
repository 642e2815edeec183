// The header menus' model: built by the root loader (./menu.server.ts), drawn by
// app/components/shell/header-menus.server.tsx.
export interface MenuLink {
  to: string;
  label: string;
  /** A small square image (Shop's products). */
  image?: { src: string; alt: string };
  /** A second line under the label. */
  note?: string;
}

export interface MenuSection {
  id: 'shop' | 'stories' | 'about';
  label: string;
  /** The section's landing page. */
  to: string;
  groups: { title: string; links: MenuLink[] }[];
}
