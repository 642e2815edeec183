import type { Messages } from '../types';

export const home = {
  title: 'Nachhaltige Hockey-Ausrüstung',
  eyebrow: 'Entwickelt in Rapperswil-Jona, Schweiz',
  cta: 'Zu den Kufen',
  valuesHeading: 'Warum Sharkblades',
  values: {
    engineering: {
      title: 'Schweizer Ingenieurskunst',
      text: 'Entworfen, geschliffen und geschärft in unserer Werkstatt in Rapperswil-Jona.',
    },
    ocean: {
      title: 'Recyceltes Meeresplastik',
      text: 'Unser synthetisches Eis wird aus Plastik gepresst, das aus dem Meer geborgen wurde.',
    },
    exchange: {
      title: 'Wechselbare Kufen',
      text: 'Eine Kufe in zehn Sekunden tauschen, ganz ohne Werkzeug; abgenutzten Stahl nehmen wir zurück.',
    },
  },
  shopAll: 'Alle Produkte ansehen',
  products: 'Unsere Produkte',
  story: 'Erfolgsgeschichte',
  readStory: 'Geschichte lesen',
  newsletter: 'Newsletter',
} as const satisfies Messages['home'];
