import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// The grid measures its own width (beside the listing's filters it has less room than on home):
// up to 2 columns below 36rem, 3 below 56rem, 4 above. How many of those a list uses, and whether
// its first card spans 2×2, the component sets (--cols-s/m/l, data-feature), from the count.
export const frame = style({ containerType: 'inline-size' });
const medium = '(min-width: 36rem)';
const large = '(min-width: 56rem)';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--cols-s, 2), minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.md}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@container': {
    [medium]: {
      gridTemplateColumns: 'repeat(var(--cols-m, 3), minmax(0, 1fr))',
      gap: `${vars.space.xl} ${vars.space.ml}`,
    },
    [large]: { gridTemplateColumns: 'repeat(var(--cols-l, 4), minmax(0, 1fr))' },
  },
});
// One card alone: not a page-wide picture.
globalStyle(`${grid} > li:only-child`, { maxWidth: '24rem' });
const span = { gridColumn: 'span 2', gridRow: 'span 2' } as const;
const plain = { gridColumn: 'auto', gridRow: 'auto' } as const;
globalStyle(`${grid}[data-feature~="s"] > li:first-child`, span);
globalStyle(`${grid}[data-feature] > li:first-child`, { '@container': { [medium]: plain } });
globalStyle(`${grid}[data-feature~="m"] > li:first-child`, { '@container': { [medium]: span } });
globalStyle(`${grid}[data-feature] > li:first-child`, { '@container': { [large]: plain } });
globalStyle(`${grid}[data-feature~="l"] > li:first-child`, { '@container': { [large]: span } });

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

// The rating under the title (docs/decisions/reviews.md): the product page's star chip, smaller (the
// signal green only on ink, DESIGN.md), the average in ink, the count muted.
export const rating = style({
  selectors: {
    [`${card} > &`]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.xs,
      color: vars.color.ink,
      fontSize: vars.text.sm,
    },
  },
});
export const stars = style({
  background: vars.color.ink,
  color: '#02f900',
  borderRadius: vars.radius.sm,
  padding: '0 6px',
  letterSpacing: '1px',
  lineHeight: 1.5,
});
export const ratingCount = style({ color: vars.color.muted });
