// Published reviews the review mock starts with, by product id (the product handle, see
// docs/decisions/reviews.md). Products without an entry have no reviews (and so no rating summary). The
// Storefront mock's `reviews.rating` / `reviews.rating_count` metafields (what review apps write on
// each product, docs/decisions/reviews.md) are read from the same list through `seedRating`, so a card's
// rating and the product page's summary always agree.
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
  {
    id: 'frev_4',
    productId: 'oceanice-pro',
    rating: 5,
    author: 'Marco B.',
    heading: 'Our garage is a rink now',
    body: 'Eight panels, laid in twenty minutes. Pucks glide like on real ice and the edges hold.',
    createdAt: '2026-08-30T18:10:00Z',
  },
  {
    id: 'frev_5',
    productId: 'oceanice-pro',
    rating: 5,
    author: 'Coach Anja R.',
    heading: 'Summer training saved',
    body: 'Our U11 team skated twice a week all summer. The panels still look new.',
    createdAt: '2026-09-21T07:45:00Z',
  },
  {
    id: 'frev_6',
    productId: 'oceanice-pro',
    rating: 4,
    author: 'Felix T.',
    heading: 'Great glide, plan the space',
    body: 'Skates well once it is broken in. Measure your room first: the panels are big.',
    createdAt: '2026-10-11T12:00:00Z',
  },
  {
    id: 'frev_9',
    productId: 'oceanice-pro',
    rating: 5,
    author: 'Elodie P.',
    heading: 'Worth every panel',
    body: 'Our club bought forty. Setup took one afternoon and the kids love it.',
    createdAt: '2026-11-08T15:20:00Z',
  },
  {
    id: 'frev_7',
    productId: 'black-ghost',
    rating: 4,
    author: 'Sami H.',
    heading: 'Quick turns',
    body: 'The 9 ft radius makes my crossovers snappier. Took a practice to get used to.',
    createdAt: '2026-10-05T19:30:00Z',
  },
  {
    id: 'frev_8',
    productId: 'black-ghost',
    rating: 4,
    author: 'Chiara V.',
    heading: 'Looks as good as it skates',
    body: 'Holds an edge well. I keep a spare pair in my bag for games.',
    createdAt: '2026-11-02T09:15:00Z',
  },
];

/** A product's rating summary from the published reviews: `{average, count}`, the average to 2 places. */
export function seedRating(productId: string) {
  const reviews = seedReviews.filter((review) => review.productId === productId);
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return { average: Math.round(average * 100) / 100, count: reviews.length };
}
