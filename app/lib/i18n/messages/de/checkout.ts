import type { Messages } from '../types';

export const checkout = {
  klarnaPage: {
    title: 'Mit Klarna bezahlen',
    order: 'Ihre Bestellung',
    line: '{quantity} × {title}: {total}',
    total: 'Total:',
    declined:
      'Klarna hat die Zahlung nicht genehmigt. Bitte versuchen Sie es erneut oder nutzen Sie die normale Kasse.',
    needsJavaScript:
      'Klarna benötigt JavaScript. Schalten Sie es ein, um mit Klarna zu bezahlen, oder nutzen Sie unsere normale Kasse.',
    buy: 'Mit Klarna kaufen',
    standard: 'Normale Kasse',
  },
  successPage: {
    title: 'Vielen Dank',
    thanks: 'Vielen Dank für Ihre Bestellung',
    orderNumber: 'Ihre Bestellnummer lautet {order}.',
    confirmation: 'Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Die Zahlungsdetails erhalten Sie von Klarna.',
    continueShopping: 'Weiter einkaufen',
  },
  notAvailable: 'Klarna ist in Ihrem Land nicht verfügbar.',
  tokenRefused:
    'Klarna konnte diese Zahlung nicht bestätigen. Bitte starten Sie die Zahlung mit Klarna neu oder nutzen Sie die normale Kasse.',
  failed:
    'Klarna konnte die Zahlung nicht entgegennehmen. Bitte versuchen Sie es erneut oder nutzen Sie die normale Kasse.',
  discountLine: 'Rabatte und Geschenkkarten',
  paymentMethods: 'Zahlungsarten',
} as const satisfies Messages['checkout'];
