import type { Messages } from '../types';

export const content = {
  stories: {
    title: 'Histoires',
    description: 'Actualités, réussites et témoignages de la communauté Sharkblades.',
  },
  latestArticles: 'Derniers articles',
  testimonialsHeading: 'Ce qu’en disent les patineurs',
  trail: {
    '/about': 'À propos',
  },
  inThisStory: 'Dans cet article',
  related: 'À lire aussi',
  contact: {
    offices: 'Bureaux',
    showOnMap: '{office} sur la carte',
    office: {
      europe: 'Siège et Europe',
      inc: 'États-Unis',
      'mena-asia': 'Mena/Asie',
    },
    address: {
      europe: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Suisse',
      inc: '88 Black Falcon Avenue, Suite 240, Boston, MA 02210',
      'mena-asia': 'Building 5, Dubai Design District, Dubaï, Émirats arabes unis',
    },
  },
  map: {
    title: 'Carte\u00a0: {office}',
    open: 'Ouvrir la carte',
    note: 'La carte provient d’openstreetmap.org et ne s’affiche qu’avec votre consentement.',
    allow: 'Autoriser les cookies de la carte et l’afficher',
    openExternal: 'Ouvrir la carte sur openstreetmap.org',
  },
} as const satisfies Messages['content'];
