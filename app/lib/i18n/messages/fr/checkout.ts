import type { Messages } from '../types';

export const checkout = {
  klarnaPage: {
    title: 'Payer avec Klarna',
    order: 'Votre commande',
    quantity: 'Quantité\u00a0: {quantity}',
    subtotal: 'Sous-total',
    total: 'Total',
    declined: 'Klarna n’a pas accepté le paiement. Veuillez réessayer ou utiliser le paiement standard.',
    needsJavaScript:
      'Klarna nécessite JavaScript. Activez-le pour payer avec Klarna, ou utilisez notre paiement standard.',
    buy: 'Acheter avec Klarna',
    standard: 'Paiement standard',
  },
  successPage: {
    title: 'Merci',
    thanks: 'Merci pour votre commande',
    orderNumber: 'Votre numéro de commande est le {order}.',
    confirmation: 'Nous vous avons envoyé une confirmation par e-mail. Klarna vous enverra les détails du paiement.',
    continueShopping: 'Continuer mes achats',
  },
  notAvailable: 'Klarna n’est pas disponible dans votre pays.',
  tokenRefused:
    'Klarna n’a pas pu confirmer ce paiement. Veuillez relancer le paiement Klarna ou utiliser le paiement standard.',
  failed: 'Klarna n’a pas pu encaisser le paiement. Veuillez réessayer ou utiliser le paiement standard.',
  discountLine: 'Réductions et cartes cadeaux',
  paymentMethods: 'Moyens de paiement',
} as const satisfies Messages['checkout'];
