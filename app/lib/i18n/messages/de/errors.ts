import type { Messages } from '../types';

export const errors = {
  notFound: 'Seite nicht gefunden',
  serverError: 'Interner Serverfehler',
  unavailable: 'Dienst nicht verfügbar',
  tooMany: 'Zu viele Anfragen',
  somethingWrong: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es gleich noch einmal.',
  reference: 'Referenz: {reference}',
  searchShop: 'Im Shop suchen',
} as const satisfies Messages['errors'];
