import type { Messages } from '../types';

export const cartLink = {
  pageTitle: 'Lien de panier',
  title: 'Votre panier contient déjà des articles',
  intro:
    'Ce lien remplirait votre panier avec les articles ci-dessous. Choisissez ce qu’il advient des articles qui s’y trouvent déjà.',
  linkItems: 'Dans ce lien',
  cartItems: 'Dans votre panier',
  discount: 'Code de réduction {code}',
  checkout: 'Ajouter ou remplacer vous mène directement au paiement.',
  line: '{quantity} × {title}',
  add: 'Les ajouter à mon panier',
  replace: 'Remplacer mon panier par ces articles',
  keep: 'Garder mon panier tel quel',
  choices: 'Que doit faire ce lien\u202f?',
  kept: 'Votre panier est resté tel quel. Rien n’a été ajouté depuis le lien.',
  invalid:
    'Choisissez ce que doit faire le lien de panier\u00a0: ajouter ses articles, remplacer votre panier ou garder votre panier tel quel.',
  invalidLink:
    'Ce lien de panier n’est pas valide\u00a0: il doit indiquer des identifiants de variante avec une quantité de {min} à {max}, par exemple /cart/40000000000001:2.',
  invalidDiscount: 'Ce lien de réduction n’est pas valide.',
  discountAskTitle: 'Appliquer ce code de réduction\u202f?',
  discountAskIntro:
    'Un lien venant d’un autre site appliquerait le code de réduction {code} à votre panier. Les articles de votre panier restent tels quels.',
  apply: 'Appliquer le code',
  invalidDiscountChoice: 'Choisissez d’appliquer le code de réduction ou de garder votre panier tel quel.',
  discountPageTitle: 'Réduction',
  discountTitle: 'Lien de réduction',
  continueShopping: 'Continuer mes achats',
  goToCart: 'Voir mon panier',
} as const satisfies Messages['cartLink'];
