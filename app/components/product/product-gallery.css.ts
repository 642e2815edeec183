// The product gallery: a stage showing one image (or video) at a time, thumbnails under it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const gallery = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, alignSelf: 'start' });

export const stage = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.subtle,
  overscrollBehaviorX: 'contain',
});

export const slide = style({ scrollSnapAlign: 'start', position: 'relative', scrollMarginTop: '5rem' });

// Phones: a wide, short stage and 44 px thumbnails, so title, price, options and "Add to cart"
// start within the first screen.
const phone = 'screen and (max-width: 767px)';
globalStyle(`${slide} img`, {
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  '@media': { [phone]: { aspectRatio: '16 / 10' } },
});

export const video = style({ display: 'block', position: 'relative', color: vars.color.surface });

export const play = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 56,
  padding: `0 ${vars.space.lg} 0 ${vars.space.md}`,
  borderRadius: 999,
  background: 'rgba(15, 29, 36, 0.82)',
  fontWeight: 700,
  selectors: {
    '&::before': {
      content: '""',
      borderStyle: 'solid',
      borderWidth: '10px 0 10px 16px',
      borderColor: `transparent transparent transparent ${vars.color.surface}`,
    },
    [`${video}:hover &, ${video}:focus-visible &`]: { background: vars.color.accent },
  },
});

export const thumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: `2px 2px ${vars.space.xs}`,
  overflowX: 'auto',
});

export const thumb = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `2px solid transparent`,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent } },
});

globalStyle(`${thumb} img`, {
  width: 72,
  height: 72,
  objectFit: 'cover',
  '@media': { [phone]: { width: 44, height: 44 } },
});

globalStyle(`${thumbs} > li`, { flex: 'none' });
