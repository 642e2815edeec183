import type { Messages } from '../types';

export const country = {
  section: 'Pays et devise',
  label: 'Pays/région',
  change: 'Modifier',
  loading: 'Chargement des régions…',
  loadFailed: 'Impossible de charger les régions.',
  tryAgain: 'Réessayer',
} as const satisfies Messages['country'];

// Country names take an article and a preposition in French ("en Suisse", "aux États-Unis"): the
// messages name the country apart.
export const countryChange = {
  unsupported: 'Veuillez choisir un pays dans lequel nous livrons.',
  notMoved:
    'Ces articles ne sont pas vendus dans le pays choisi ({country}) et n’ont pas pu être transférés dans votre nouveau panier\u00a0: {items}.',
  notUpdated:
    'Pays choisi\u00a0: {country}. Votre panier n’a toutefois pas pu être mis à jour\u202f; choisissez à nouveau ce pays plus tard pour actualiser ses prix.',
} as const satisfies Messages['countryChange'];
