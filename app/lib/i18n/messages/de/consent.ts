import type { Messages } from '../types';

export const consent = {
  pageTitle: 'Cookie-Einstellungen',
  title: 'Cookies bei Sharkblades',
  text: 'Wir nutzen notwendige Cookies für den Shop, mit deiner Einwilligung auch Statistik und Karten.',
  more: 'Deine Wahl kannst du jederzeit unter «Cookie-Einstellungen» in der Fusszeile ändern; mehr dazu steht in der Datenschutzerklärung.',
  acceptAll: 'Alle akzeptieren',
  decline: 'Ablehnen',
  manage: 'Cookies verwalten',
  legend: 'Wähle, welche Cookies wir verwenden dürfen',
  locked: 'Notwendige Cookies sind immer aktiv.',
  save: 'Auswahl speichern',
  invalid: 'Ungültige Cookie-Auswahl.',
  notSaved: 'Deine Auswahl konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  groups: {
    necessary: {
      label: 'Notwendig',
      purpose:
        'Dein Warenkorb, deine Sitzung, Land und Währung, diese Auswahl und die Bot-Prüfung beim Newsletter-Formular.',
    },
    analytics: {
      label: 'Statistik',
      purpose: 'Zählt Seitenaufrufe und Aktivitäten im Warenkorb (RudderStack) und merkt sich, woher dein Besuch kam.',
    },
    map: {
      label: 'Karten',
      purpose: 'Zeigt unsere Standorte auf einer eingebetteten OpenStreetMap-Karte, die openstreetmap.org aufruft.',
    },
    reviews: {
      label: 'Bewertungen',
      purpose:
        'Zeigt Kundenbewertungen und lässt dich über unseren Bewertungsdienst (Fera) selbst eine schreiben; dieser kann eigene Cookies setzen.',
    },
  },
} as const satisfies Messages['consent'];
