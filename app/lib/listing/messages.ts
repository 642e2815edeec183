// What is left of the listings' English words while the header's Shop menu (~/lib/shell/menu.server)
// still reads them here. Every word is in the catalogue (~/lib/i18n/messages/*/listing.ts): delete
// this module once the menu reads its words there.

export const COLLECTIONS = {
  label: 'Collections',
  heading: 'Shop by collection',
  previous: 'Previous collections',
  more: 'More collections',
  all: 'All collections',
  allProducts: 'All products',
} as const;
