// The buy box's form: quantity beside a wide primary "Add to cart". One class, its parts by element:
// the product page's first-load JavaScript carries every class name it uses.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
});

globalStyle(`${form} label`, { display: 'grid', gap: vars.space.xs, fontSize: vars.text.sm });
globalStyle(`${form} input`, { width: '100%', minHeight: '52px', textAlign: 'center', fontSize: vars.text.md });
globalStyle(`${form} button`, { minHeight: '52px', width: '100%', fontSize: vars.text.md });
globalStyle(`${form} button[aria-disabled="true"]`, { cursor: 'progress' });
globalStyle(`${form} p`, { gridColumn: '1 / -1', margin: 0, fontWeight: 600, fontSize: vars.text.sm });
