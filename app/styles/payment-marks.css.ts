// Payment marks (DESIGN.md): small hand-drawn marks, not text chips. Any
// `<ul data-payment-marks>` of mark images (~/components/checkout/payment-marks, or
// its static HTML, ~/components/checkout/payment-marks.server) is laid out here, with no class name, so the
// marks cost no JavaScript wherever they render (footer, product page, cart).
// Simple marks drawn for this shop (a wordmark or a shape in the method's colours), drawn in SVG
// (design/payment-marks/) and served as WebP. Not SVG images: Chrome builds an SVG document on the
// main thread for each one, with its text's font lookups, 10–40 ms apiece on a phone-class CPU
// (docs/decisions/look-and-layout.md).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Marked by an attribute, not by its name: the name is in the page's language ("Zahlungsarten").
const marks = 'ul[data-payment-marks]';
globalStyle(marks, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${marks} img`, {
  display: 'block',
  borderRadius: '5px',
  // A hairline over the mark's edge: white marks stay marks on a white page.
  outline: `1px solid ${vars.color.line}`,
  outlineOffset: '-1px',
});
