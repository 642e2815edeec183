// The product page's words that its browser code renders (the buy box), sent in its loader data.
export const product = {
  gallery: 'Gallery',
  regularPrice: 'Regular price',
  inStock: 'In stock',
  soldOut: 'Sold out',
  quantity: 'Quantity',
  addToCart: 'Add to cart',
  optionSoldOut: '{value} (sold out)',
} as const;
