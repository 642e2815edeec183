import type { Messages } from '../types';

export const home = {
  title: 'Nachhaltige Hockey-Ausrüstung',
  eyebrow: 'Entwickelt in Rapperswil-Jona, Schweiz',
  headline: 'Neuer Stahl in zehn Sekunden. Eis aus Meeresplastik.',
  cta: 'Zu den Kufen',
  valuesHeading: 'Warum Sharkblades',
  values: {
    engineering: {
      figure: '2022',
      title: 'Schweizer Ingenieurskunst',
      text: 'Seit 2022 entworfen, geschliffen und geschärft in unserer Werkstatt in Rapperswil-Jona.',
    },
    ocean: {
      figure: '214\u00a0t',
      title: 'Recyceltes Meeresplastik',
      text: 'Meeresnahes Plastik, seit 2023 geborgen und zu unserem synthetischen Eis gepresst.',
    },
    exchange: {
      figure: '10\u00a0s',
      title: 'Wechselbare Kufen',
      text: 'Für den Kufenwechsel, ganz ohne Werkzeug; abgenutzten Stahl nehmen wir zurück.',
    },
  },
  shopAll: 'Alle Produkte ansehen',
  products: 'Unsere Produkte',
  stories: 'Vom Eis',
  allStories: 'Alle Geschichten',
  story: 'Erfolgsgeschichte',
  attribution: '{name}, {role}',
  testimonials: 'Alle Erfahrungsberichte lesen',
} as const satisfies Messages['home'];
