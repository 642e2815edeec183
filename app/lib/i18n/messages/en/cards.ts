// A product card's words (the home page, listings).
export const cards = {
  fromPrice: 'From {price}',
  soldOut: 'Sold out',
} as const;
