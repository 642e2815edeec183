import type { Messages } from '../types';

export const product = {
  gallery: 'Galerie',
  regularPrice: 'Prix normal',
  inStock: 'En stock',
  soldOut: 'Épuisé',
  quantity: 'Quantité',
  addToCart: 'Ajouter au panier',
  optionSoldOut: '{value} (épuisé)',
} as const satisfies Messages['product'];
