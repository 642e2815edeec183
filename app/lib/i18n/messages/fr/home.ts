import type { Messages } from '../types';

export const home = {
  title: 'Équipement de hockey durable',
  eyebrow: 'Conçu à Rapperswil-Jona, en Suisse',
  headline: 'Une lame neuve en dix secondes. Une glace née du plastique des océans.',
  cta: 'Découvrir les lames',
  valuesHeading: 'Pourquoi Sharkblades',
  values: {
    engineering: {
      figure: '2022',
      title: 'Ingénierie suisse',
      text: 'Conçues, rectifiées et affûtées depuis 2022 dans notre atelier de Rapperswil-Jona.',
    },
    ocean: {
      figure: '214\u00a0t',
      title: 'Plastique océanique recyclé',
      text: 'De plastique destiné à la mer, récupéré depuis 2023 et pressé en glace synthétique.',
    },
    exchange: {
      figure: '10\u00a0s',
      title: 'Lames interchangeables',
      text: 'Pour changer une lame, sans outil\u00a0; renvoyez-nous l’acier usé.',
    },
  },
  shopAll: 'Voir tous les produits',
  products: 'Nos produits',
  stories: 'Sur la glace',
  allStories: 'Toutes les histoires',
  story: 'Réussite',
  attribution: '{name}, {role}',
  testimonials: 'Lire tous les témoignages',
} as const satisfies Messages['home'];
