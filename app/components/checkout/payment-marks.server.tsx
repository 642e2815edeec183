// The payment marks as static HTML: the footer's and the buy box's islands (docs/decisions/170),
// the same markup as the cart's component.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PaymentMethod } from '~/lib/checkout/payments';
import { PaymentMarks } from './payment-marks';

export const paymentMarksHtml = (methods: readonly PaymentMethod[]) =>
  renderToStaticMarkup(<PaymentMarks methods={methods} />);
