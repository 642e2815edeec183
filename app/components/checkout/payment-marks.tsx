// The payment marks: lazy images with the method's name as their text alternative. The cart renders
// them; the footer and the buy box get them as static HTML (./payment-marks.server).
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
