import type { Messages } from '../types';

export const consent = {
  pageTitle: 'Cookie-Einstellungen',
  title: 'Cookies bei Sharkblades',
  text: 'Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Einwilligung zählen wir zudem Besuche und Aktivitäten im Warenkorb und zeigen Karten an. Sie können Ihre Wahl jederzeit unter «Cookie-Einstellungen» in der Fusszeile ändern; mehr dazu steht in der Datenschutzerklärung.',
  acceptAll: 'Alle akzeptieren',
  decline: 'Ablehnen',
  manage: 'Cookies verwalten',
  legend: 'Wählen Sie, welche Cookies wir verwenden dürfen',
  locked: 'Notwendige Cookies sind immer aktiv.',
  save: 'Auswahl speichern',
  invalid: 'Ungültige Cookie-Auswahl.',
  notSaved: 'Ihre Auswahl konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
  groups: {
    necessary: {
      label: 'Notwendig',
      purpose:
        'Ihr Warenkorb, Ihre Sitzung, Land und Währung, diese Auswahl und die Bot-Prüfung beim Newsletter-Formular.',
    },
    analytics: {
      label: 'Statistik',
      purpose: 'Zählt Seitenaufrufe und Aktivitäten im Warenkorb (RudderStack) und merkt sich, woher Ihr Besuch kam.',
    },
    map: {
      label: 'Karten',
      purpose: 'Zeigt unsere Standorte auf einer eingebetteten OpenStreetMap-Karte, die openstreetmap.org aufruft.',
    },
    reviews: {
      label: 'Bewertungen',
      purpose:
        'Zeigt Kundenbewertungen und lässt Sie über unseren Bewertungsdienst (Fera) selbst eine schreiben; dieser kann eigene Cookies setzen.',
    },
  },
} as const satisfies Messages['consent'];
