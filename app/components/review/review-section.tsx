// The review section's server-made HTML (./review-section.server.tsx): the component is one
// element, so the product page's first-load JavaScript stays as it was (docs/decisions/090).
import { Island } from '~/components/island';
import './review.css';

export function ReviewSection({ island }: { island: Island | null }) {
  return island ? <Island island={island} /> : null;
}
