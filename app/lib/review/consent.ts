// The seam for the cookie-consent gate (issue #11 "Cookie consent, analytics and the visitor's
// identity", branch `consent`): the review widget's script runs only through here. Until that gate
// lands there is no consent state, so this runs `fn` at once; the merge replaces the body with the
// gate's own check (run now if the category is granted, else when it is granted).
export type ConsentCategory = 'reviews';

export function whenConsented(category: ConsentCategory, fn: () => void) {
  void category;
  fn();
}
