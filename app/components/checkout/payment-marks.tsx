// The payment marks: lazy images (not on the home page) with the method's name as their text
// alternative, in a list named in the page's language: in the cart, the footer and the buy box.
import { paymentMarkImage, type PaymentMethod } from '~/lib/checkout/payments';
import { useImageLoading } from '~/components/media/image-loading';

export function PaymentMarks({ methods, label }: { methods: readonly PaymentMethod[]; label: string }) {
  const loading = useImageLoading();
  return (
    <ul aria-label={label} data-payment-marks="">
      {methods.map((method) => (
        <li key={method}>
          <img {...paymentMarkImage(method)} loading={loading} />
        </li>
      ))}
    </ul>
  );
}
