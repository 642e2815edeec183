import type { Messages } from '../types';

export const errors = {
  notFound: 'Page introuvable',
  serverError: 'Erreur interne du serveur',
  unavailable: 'Service indisponible',
  tooMany: 'Trop de requêtes',
  somethingWrong: 'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  reference: 'Référence\u00a0: {reference}',
  searchShop: 'Rechercher dans la boutique',
} as const satisfies Messages['errors'];
