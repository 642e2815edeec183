import type { Messages } from '../types';

export const common = {
  home: 'Accueil',
  shop: 'Boutique',
  stories: 'Histoires',
  browseShop: 'Voir la boutique',
  readStories: 'Lire nos histoires',
  homePage: 'Page d’accueil',
} as const satisfies Messages['common'];
