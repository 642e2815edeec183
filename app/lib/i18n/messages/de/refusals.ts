import type { Messages } from '../types';

export const refusals = {
  400: { title: 'Ungültige Anfrage', message: 'Die Anfrage konnte nicht gelesen werden.' },
  403: {
    title: 'Zugriff verweigert',
    message: 'Dieses Formular wurde von einer anderen Website gesendet. Es wurde nichts geändert.',
  },
  404: { title: 'Nicht gefunden', message: 'Unter dieser Adresse gibt es keine Seite. Es wurde nichts geändert.' },
  405: { title: 'Methode nicht erlaubt', message: 'Diese Seite kann diese Anfrage nicht annehmen.' },
  413: { title: 'Anfrage zu gross', message: 'Die Anfrage ist zu gross.' },
  415: { title: 'Format nicht unterstützt', message: 'Bitte sende ein Formular oder JSON.' },
  429: { title: 'Zu viele Anfragen', message: 'Zu viele Anfragen. Bitte versuch es gleich noch einmal.' },
  500: {
    title: 'Interner Serverfehler',
    message: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal. Referenz: {reference}',
  },
  pageNotFound: 'Seite nicht gefunden: {path}',
  invalidRoute: 'Seite nicht gefunden: {path}',
  rateLimited: 'Zu viele Anfragen. Bitte versuch es gleich noch einmal.',
} as const satisfies Messages['refusals'];
