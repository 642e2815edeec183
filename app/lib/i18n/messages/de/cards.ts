import type { Messages } from '../types';

export const cards = {
  fromPrice: 'Ab {price}',
  soldOut: 'Ausverkauft',
} as const satisfies Messages['cards'];
