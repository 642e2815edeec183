// Payment marks (DESIGN.md): small hand-drawn marks, not text chips. Any
// `<ul aria-label="Payment methods">` whose items carry their method's label as text (the accessible
// name) and as `data-pay` shows the marks: a CSS background and no class name, so they cost no
// JavaScript wherever they render (footer, product page, cart).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { PAYMENT_LABELS, PAYMENT_MARK_CELL, PAYMENT_MARKS_FILE, PAYMENT_METHODS } from '~/lib/checkout/payments';

const marks = 'ul[aria-label="Payment methods"]';
globalStyle(marks, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// Simple marks drawn for this shop (a wordmark or a shape in the method's colours), drawn in SVG
// (design/payment-marks/) and served as one raster sprite. Not SVG images: Chrome builds an SVG
// document on the main thread for each one, with its text's font lookups, 10–40 ms apiece on a
// phone-class CPU, and inside the first frame for a data: URL (docs/decisions/175 and 177).
const [cellWidth, cellHeight] = PAYMENT_MARK_CELL;

globalStyle(`${marks} > li`, {
  width: `${cellWidth}px`,
  height: `${cellHeight}px`,
  borderRadius: '5px',
  boxShadow: `inset 0 0 0 1px ${vars.color.line}`,
  backgroundSize: `${cellWidth * PAYMENT_METHODS.length}px ${cellHeight}px`,
  backgroundRepeat: 'no-repeat',
  // The label stays as the accessible name, out of sight.
  overflow: 'hidden',
  color: 'transparent',
  fontSize: '1px',
  whiteSpace: 'nowrap',
});

PAYMENT_METHODS.forEach((method, index) => {
  globalStyle(`${marks} > li[data-pay="${PAYMENT_LABELS[method]}"]`, {
    backgroundImage: `url("${PAYMENT_MARKS_FILE}")`,
    backgroundPosition: `${-index * cellWidth}px 0`,
  });
});
