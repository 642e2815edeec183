import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Two cards a row on phones, as many 15rem cards as fit from tablets up.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      gap: `${vars.space.xl} ${vars.space.ml}`,
    },
  },
});

export const card = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', position: 'relative' });

export const cardLink = style({
  display: 'grid',
  gap: vars.space.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.ink } },
});
globalStyle(`${cardLink} img`, {
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  background: vars.color.subtle,
  borderRadius: vars.radius.md,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}`,
});
globalStyle(`${cardLink}:hover img`, { transform: 'scale(1.02)' });
globalStyle(`${cardLink} h3`, { margin: 0, fontSize: vars.text.base });
globalStyle(`${cardLink}:hover h3`, { textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(`${card} > p`, { margin: 0, color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });
// On the card's picture, top left: the product cannot be bought now.
export const soldOut = style({
  selectors: {
    [`${card} > &`]: {
      position: 'absolute',
      top: vars.space.sm,
      left: vars.space.sm,
      padding: `0.125rem ${vars.space.sm}`,
      borderRadius: vars.radius.pill,
      background: vars.color.ink,
      color: vars.color.surface,
      fontSize: vars.text.xs,
      fontWeight: 700,
    },
  },
});
