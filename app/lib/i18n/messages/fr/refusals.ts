import type { Messages } from '../types';

export const refusals = {
  400: { title: 'Requête invalide', message: 'La requête n’a pas pu être lue.' },
  403: { title: 'Accès refusé', message: 'Ce formulaire a été envoyé depuis un autre site. Rien n’a été modifié.' },
  404: { title: 'Page introuvable', message: 'Il n’y a pas de page à cette adresse. Rien n’a été modifié.' },
  405: { title: 'Méthode non autorisée', message: 'Cette page ne peut pas traiter cette requête.' },
  413: { title: 'Requête trop volumineuse', message: 'La requête est trop volumineuse.' },
  415: { title: 'Format non pris en charge', message: 'Veuillez envoyer un formulaire ou du JSON.' },
  429: { title: 'Trop de requêtes', message: 'Trop de requêtes. Veuillez réessayer dans un instant.' },
  500: {
    title: 'Erreur interne du serveur',
    message: 'Un problème est survenu de notre côté. Veuillez réessayer. Référence\u00a0: {reference}',
  },
  pageNotFound: 'Page introuvable\u00a0: {path}',
  invalidRoute: 'Page introuvable\u00a0: {path}',
  rateLimited: 'Trop de requêtes. Veuillez réessayer dans un instant.',
} as const satisfies Messages['refusals'];
