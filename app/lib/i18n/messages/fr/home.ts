import type { Messages } from '../types';

export const home = {
  title: 'Équipement de hockey durable',
  eyebrow: 'Conçu à Rapperswil-Jona, en Suisse',
  cta: 'Découvrir les lames',
  valuesHeading: 'Pourquoi Sharkblades',
  values: {
    engineering: {
      title: 'Ingénierie suisse',
      text: 'Conçues, rectifiées et affûtées dans notre atelier de Rapperswil-Jona.',
    },
    ocean: {
      title: 'Plastique océanique recyclé',
      text: 'Notre glace synthétique est pressée à partir de plastique récupéré en mer.',
    },
    exchange: {
      title: 'Lames interchangeables',
      text: 'Changez une lame en dix secondes, sans outil\u00a0; renvoyez-nous l’acier usé.',
    },
  },
  shopAll: 'Voir tous les produits',
  products: 'Nos produits',
  story: 'Réussite',
  readStory: 'Lire l’histoire',
  newsletter: 'Newsletter',
} as const satisfies Messages['home'];
