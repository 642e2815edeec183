// The buy box's form: quantity beside a wide primary "Add to cart" (one class each, kept small:
// the product page's first load carries the class names).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const quantity = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.text.sm });
globalStyle(`${quantity} input`, { width: '100%', minHeight: '52px', textAlign: 'center', fontSize: vars.text.md });

export const add = style({
  minHeight: '52px',
  width: '100%',
  fontSize: vars.text.md,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

export const note = style({ gridColumn: '1 / -1', margin: 0, fontWeight: 600, fontSize: vars.text.sm });
