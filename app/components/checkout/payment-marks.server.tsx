// The payment marks as static HTML: the footer's and the buy box's islands (docs/decisions/170),
// the same markup as the cart's component; `label` names the list in the page's language.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PaymentMethod } from '~/lib/checkout/payments';
import { PaymentMarks } from './payment-marks';

export const paymentMarksHtml = (methods: readonly PaymentMethod[], label: string) =>
  renderToStaticMarkup(<PaymentMarks methods={methods} label={label} />);
