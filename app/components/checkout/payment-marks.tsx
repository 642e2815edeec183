// The payment marks: lazy images with the method's name as their text alternative, in a list
// named in the page's language: in the cart, the footer and the buy box.
import { paymentMarkImage, type PaymentMethod } from '~/lib/checkout/payments';

export function PaymentMarks({ methods, label }: { methods: readonly PaymentMethod[]; label: string }) {
  return (
    <ul aria-label={label} data-payment-marks="">
      {methods.map((method) => (
        <li key={method}>
          <img {...paymentMarkImage(method)} />
        </li>
      ))}
    </ul>
  );
}
