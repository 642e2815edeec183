import type { Messages } from '../types';

export const cartLink = {
  pageTitle: 'Warenkorb-Link',
  title: 'Dein Warenkorb enthält schon Artikel',
  intro:
    'Dieser Link würde deinen Warenkorb mit den folgenden Artikeln füllen. Wähle, was mit den Artikeln geschehen soll, die schon darin liegen.',
  linkItems: 'In diesem Link',
  cartItems: 'Jetzt in deinem Warenkorb',
  discount: 'Rabattcode {code}',
  checkout: 'Beim Hinzufügen oder Ersetzen geht es direkt weiter zur Kasse.',
  line: '{quantity} × {title}',
  add: 'Zu meinem Warenkorb hinzufügen',
  replace: 'Meinen Warenkorb damit ersetzen',
  keep: 'Meinen Warenkorb so lassen',
  choices: 'Was soll der Link tun?',
  kept: 'Dein Warenkorb bleibt, wie er war. Aus dem Link wurde nichts hinzugefügt.',
  invalid:
    'Bitte wähle, was der Warenkorb-Link tun soll: seine Artikel hinzufügen, deinen Warenkorb ersetzen oder deinen Warenkorb so lassen.',
  invalidLink:
    'Dieser Warenkorb-Link ist ungültig: Er muss Varianten-IDs mit einer Menge von {min} bis {max} enthalten, zum Beispiel /cart/40000000000001:2.',
  invalidDiscount: 'Dieser Rabatt-Link ist ungültig.',
  discountAskTitle: 'Diesen Rabattcode anwenden?',
  discountAskIntro:
    'Ein Link von einer anderen Website würde den Rabattcode {code} auf deinen Warenkorb anwenden. Die Artikel darin bleiben, wie sie sind.',
  apply: 'Code anwenden',
  invalidDiscountChoice:
    'Bitte wähle, ob der Rabattcode angewendet werden soll oder dein Warenkorb so bleibt, wie er ist.',
  discountPageTitle: 'Rabatt',
  discountTitle: 'Rabatt-Link',
  continueShopping: 'Weiter einkaufen',
  goToCart: 'Zum Warenkorb',
} as const satisfies Messages['cartLink'];
