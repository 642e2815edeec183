// The search results page (and the 404's search form): the heading and the form in a calm band,
// the products as the listings' cards, collections as pills with their picture, stories and pages
// as cards in two columns from 768 px. Every control is at least 44 px.
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape, primaryFill } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

const tablet = 'screen and (min-width: 768px)';

// One column that never grows past the page (a long word in a result would widen an `auto` track).
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const page = style({ ...column, gap: vars.space.lg, paddingBlockStart: vars.space.md });
export const head = style({ ...column, gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.text.xxl, lineHeight: 1.15, overflowWrap: 'anywhere' });
export const form = style({ display: 'flex', gap: vars.space.sm, maxWidth: '40rem', width: '100%' });
// The field's look is the design system's control style (app/styles/global.css.ts).
export const input = style({ flex: 1, minWidth: 0, width: 'auto' });
export const button = style({
  ...buttonShape,
  ...primaryFill,
  flex: 'none',
  padding: `0 ${vars.space.ml}`,
  border: 0,
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:active': { background: vars.color.accentPressed },
    '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});
export const count = style({ margin: 0, color: vars.color.muted, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const none = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${none} > p`, { margin: 0 });
export const section = style({ ...column, gap: vars.space.md });
export const sectionTitle = style({ margin: 0, fontSize: vars.text.lg });

export const collections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const collection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.height,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent, background: vars.color.subtle } },
});
globalStyle(`${collection} img`, { width: '2.5rem', height: '2.5rem', borderRadius: '50%', objectFit: 'cover' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...column,
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const hit = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  minHeight: '44px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.ease}, box-shadow ${vars.motion.fast} ${vars.motion.ease}`,
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent, boxShadow: vars.shadow.md } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const hitWithoutImage = style([hit, { gridTemplateColumns: 'minmax(0, 1fr)' }]);
globalStyle(`${hit} > div`, { display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const thumb = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.subtle,
});
export const kind = style({
  fontSize: vars.text.xs,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.accent,
});
export const title = style({ margin: 0, fontSize: vars.text.base, lineHeight: 1.35 });
export const detail = style({ margin: 0, color: vars.color.muted, fontSize: vars.text.sm, lineHeight: 1.5 });
