// The review section's server-made HTML (~/lib/review/section.server): the component is one
// element, so the product page's first-load JavaScript stays as it was (docs/decisions/090).
import './review.css';

export function ReviewSection({ html }: { html: string | null }) {
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
