import type { Messages } from '../types';

export const product = {
  gallery: 'Galerie',
  regularPrice: 'Normalpreis',
  inStock: 'An Lager',
  soldOut: 'Ausverkauft',
  quantity: 'Menge',
  addToCart: 'In den Warenkorb',
  optionSoldOut: '{value} (ausverkauft)',
} as const satisfies Messages['product'];
