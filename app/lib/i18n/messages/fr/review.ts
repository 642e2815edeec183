import type { Messages } from '../types';

export const review = {
  title: 'Avis',
  rated: 'Noté {average} sur 5',
  countOne: '({count} avis)',
  countOther: '({count} avis)',
  loadHere: 'Vous l’avez déjà essayé\u00a0? Partagez votre avis.',
  write: 'Écrire un avis',
  consent: 'Les avis proviennent de notre service d’avis et ne s’affichent qu’avec votre consentement.',
  allow: 'Autoriser les cookies d’avis et afficher les avis',
  pageTitle: 'Écrire un avis',
  thanks: 'Merci de prendre le temps de présenter votre équipement à d’autres joueuses et joueurs.',
  thanksFor: 'Merci de prendre le temps de présenter votre équipement ({product}) à d’autres joueuses et joueurs.',
  widgetFallback: 'Le formulaire d’avis se charge ici. S’il n’apparaît pas, écrivez à',
  byEmail: 'Envoyez-nous votre avis par e-mail à',
  published: 'et nous le publierons.',
  emailSubject: 'Avis',
} as const satisfies Messages['review'];
