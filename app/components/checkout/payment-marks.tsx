// The payment marks a page shows (footer, cart; the buy box writes the same markup as HTML in
// ~/lib/catalogue/specs): lazy images with the method's name as their text alternative.
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
