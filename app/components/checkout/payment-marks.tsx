// The payment marks the cart shows (the footer's and the buy box's server-written HTML has the same
// markup, from paymentMarksHtml): lazy images with the method's name as their text alternative.
import { paymentMarkImage, type PaymentMethod } from '~/lib/checkout/payments';

export function PaymentMarks({ methods }: { methods: readonly PaymentMethod[] }) {
  return (
    <ul aria-label="Payment methods">
      {methods.map((method) => (
        <li key={method}>
          <img {...paymentMarkImage(method)} />
        </li>
      ))}
    </ul>
  );
}
