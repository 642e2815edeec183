// The review section's server-made HTML (./review-section.server.tsx): the component is one
// element, so the product page's first-load JavaScript stays as it was (docs/decisions/090). With
// reviews off the island is empty (the product page hides an empty one).
import './review.css';

export { Island as ReviewSection } from '~/components/island';
