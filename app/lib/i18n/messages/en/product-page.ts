// The product page's words for its gallery, description and notes (sent with the parts that show
// them) and its refusals.
export const productPage = {
  galleryStage: '{title}: images and videos',
  galleryThumbs: '{title}: all media',
  playVideo: 'Play video',
  playVideoNamed: 'Play video: {name}',
  /** The video dialog's name and its close button (the video modal reads them from the link). */
  videoDialog: 'Video',
  closeVideo: 'Close video',
  showImage: 'Show image {index} of {count}',
  showVideo: 'Show video {index} of {count}',
  about: 'About {title}',
  specifications: 'Specifications',
  sku: 'SKU',
  shipping: 'Items in stock usually ship within one business day and arrive in two to four working days.',
  returns: 'Unused products can be returned within 30 days of delivery for a full refund.',
  /** "Complete the kit": the recommendations under the buy box. */
  completeKit: 'Complete the kit',
  /** The disclosures' titles in the buy box, and their links for the details. */
  shippingTitle: 'Shipping',
  shippingMore: 'Delivery times and costs',
  returnsTitle: 'Returns',
  returnsMore: 'Our refund policy',
  notFound: 'Product not found: {handle}',
  failed: 'Failed to fetch product',
  /** POST /api/shopify/switzerland-inventory. */
  inventory: {
    invalidIds: 'variantIds must be a list of 1 to 250 ProductVariant ids.',
    unavailable: 'Inventory is unavailable right now.',
  },
} as const;
