import type { Messages } from '../types';

export const cartLink = {
  pageTitle: 'Warenkorb-Link',
  title: 'Ihr Warenkorb enthält bereits Artikel',
  intro:
    'Dieser Link würde Ihren Warenkorb mit den folgenden Artikeln füllen. Wählen Sie, was mit den Artikeln geschehen soll, die schon darin liegen.',
  linkItems: 'In diesem Link',
  cartItems: 'Jetzt in Ihrem Warenkorb',
  discount: 'Rabattcode {code}',
  checkout: 'Beim Hinzufügen oder Ersetzen geht es direkt weiter zur Kasse.',
  line: '{quantity} × {title}',
  add: 'Zu meinem Warenkorb hinzufügen',
  replace: 'Meinen Warenkorb damit ersetzen',
  keep: 'Meinen Warenkorb so lassen',
  choices: 'Was soll der Link tun?',
  kept: 'Ihr Warenkorb bleibt, wie er war. Aus dem Link wurde nichts hinzugefügt.',
  invalid:
    'Bitte wählen Sie, was der Warenkorb-Link tun soll: seine Artikel hinzufügen, Ihren Warenkorb ersetzen oder Ihren Warenkorb so lassen.',
  invalidLink:
    'Dieser Warenkorb-Link ist ungültig: Er muss Varianten-IDs mit einer Menge von {min} bis {max} enthalten, zum Beispiel /cart/40000000000001:2.',
  invalidDiscount: 'Dieser Rabatt-Link ist ungültig.',
  discountPageTitle: 'Rabatt',
  discountTitle: 'Rabatt-Link',
  continueShopping: 'Weiter einkaufen',
  goToCart: 'Zum Warenkorb',
} as const satisfies Messages['cartLink'];
