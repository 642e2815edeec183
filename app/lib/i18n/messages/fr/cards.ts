import type { Messages } from '../types';

export const cards = {
  fromPrice: 'Dès {price}',
  soldOut: 'Épuisé',
} as const satisfies Messages['cards'];
