import type { Messages } from '../types';

export const common = {
  home: 'Startseite',
  shop: 'Shop',
  stories: 'Geschichten',
  browseShop: 'Zum Shop',
  readStories: 'Unsere Geschichten lesen',
  homePage: 'Startseite',
} as const satisfies Messages['common'];
