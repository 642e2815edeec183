import type { Messages } from '../types';

export const checkout = {
  klarnaPage: {
    title: 'Mit Klarna bezahlen',
    order: 'Deine Bestellung',
    quantity: 'Menge: {quantity}',
    subtotal: 'Zwischensumme',
    total: 'Total',
    declined: 'Klarna hat die Zahlung nicht genehmigt. Bitte versuch es noch einmal oder nutze die normale Kasse.',
    needsJavaScript:
      'Klarna braucht JavaScript. Schalte es ein, um mit Klarna zu bezahlen, oder nutze unsere normale Kasse.',
    buy: 'Mit Klarna kaufen',
    standard: 'Normale Kasse',
  },
  successPage: {
    title: 'Vielen Dank',
    thanks: 'Vielen Dank für deine Bestellung',
    orderNumber: 'Deine Bestellnummer lautet {order}.',
    confirmation: 'Wir haben dir eine Bestätigung per E-Mail geschickt. Die Zahlungsdetails bekommst du von Klarna.',
    continueShopping: 'Weiter einkaufen',
  },
  notAvailable: 'Klarna ist in deinem Land nicht verfügbar.',
  tokenRefused:
    'Klarna konnte diese Zahlung nicht bestätigen. Bitte starte die Zahlung mit Klarna neu oder nutze die normale Kasse.',
  failed: 'Klarna konnte die Zahlung nicht entgegennehmen. Bitte versuch es noch einmal oder nutze die normale Kasse.',
  discountLine: 'Rabatte und Geschenkkarten',
  paymentMethods: 'Zahlungsarten',
} as const satisfies Messages['checkout'];
