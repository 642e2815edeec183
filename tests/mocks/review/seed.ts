// Published reviews the review mock starts with, by product id (the product handle, see
// docs/decisions/090). Products without an entry have no reviews (and so no rating summary).
export interface MockReview {
  id: string;
  productId: string;
  rating: number;
  author: string;
  heading: string;
  body: string;
  createdAt: string;
}

export const seedReviews: MockReview[] = [
  {
    id: 'frev_1',
    productId: 'sharkblades',
    rating: 5,
    author: 'Lena M.',
    heading: 'Grippy on wet turf',
    body: 'Two seasons on water-based turf and the studs still hold. Light, and dries fast.',
    createdAt: '2026-09-14T10:00:00Z',
  },
  {
    id: 'frev_2',
    productId: 'sharkblades',
    rating: 5,
    author: 'Jonas K.',
    heading: 'Finally a sustainable option',
    body: 'Fits true to size. I like that the upper is made from recycled nets.',
    createdAt: '2026-10-02T08:30:00Z',
  },
  {
    id: 'frev_3',
    productId: 'sharkblades',
    rating: 4,
    author: 'Priya S.',
    heading: 'Great, slightly narrow',
    body: 'Excellent grip. Half a size up if you have wide feet.',
    createdAt: '2026-10-20T16:45:00Z',
  },
];
