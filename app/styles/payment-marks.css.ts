// Payment marks (DESIGN.md): small hand-drawn SVG marks, not text chips. Any
// `<ul aria-label="Payment methods">` whose items carry their method's label as text (the accessible
// name) and as `data-pay` shows the marks: a CSS background and no class name, so they cost no
// JavaScript wherever they render (footer, product page, cart).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { PAYMENT_LABELS, paymentMarkFile, type PaymentMethod } from '~/lib/checkout/payments';

const marks = 'ul[aria-label="Payment methods"]';
globalStyle(marks, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// Simple marks drawn for this shop (a wordmark or a shape in the method's colours), one SVG file
// per payment method in public/pay/ (`paymentMarkFile`). As files, not data: URLs in this
// stylesheet: Chrome makes an SVG document for every data: URL background while it first resolves
// styles, which made the first frame's style recalculation a long task (docs/decisions/175); a
// file is drawn when it has loaded.

globalStyle(`${marks} > li`, {
  width: '50px',
  height: '32px',
  borderRadius: '5px',
  boxShadow: `inset 0 0 0 1px ${vars.color.line}`,
  backgroundSize: '100% 100%',
  // The label stays as the accessible name, out of sight.
  overflow: 'hidden',
  color: 'transparent',
  fontSize: '1px',
  whiteSpace: 'nowrap',
});

for (const [method, label] of Object.entries(PAYMENT_LABELS) as [PaymentMethod, string][]) {
  globalStyle(`${marks} > li[data-pay="${label}"]`, { backgroundImage: `url("${paymentMarkFile(method)}")` });
}
