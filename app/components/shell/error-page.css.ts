// The 404/500 page (app/root.tsx ErrorBoundary): calm, on-brand, with ways forward. The title,
// message and reference are styled by element; a 404 adds a search of the catalogue and the Shop
// menu's products and collections (./not-found-ways.tsx).
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape, focusRing, primaryFill } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

export const errorPage = style({
  maxWidth: '56rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
});

globalStyle(`${errorPage} h1`, { fontSize: vars.text.display, color: vars.color.accent, marginBottom: vars.space.sm });
globalStyle(`${errorPage} > p`, { overflowWrap: 'anywhere' });

// Shop, stories and home: the first the primary way on.
export const wayLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
globalStyle(`${wayLinks} a`, {
  ...buttonShape,
  padding: `0 ${vars.space.ml}`,
  border: `2px solid ${vars.color.ink}`,
  color: vars.color.ink,
});
globalStyle(`${wayLinks} a:first-child`, { ...primaryFill, borderColor: vars.color.accent });
globalStyle(`${wayLinks} a:hover`, {
  background: vars.color.ink,
  borderColor: vars.color.ink,
  color: vars.color.surface,
});
globalStyle(`${wayLinks} a:focus-visible`, focusRing);

export const search = style({
  display: 'flex',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '32rem',
  marginTop: vars.space.ml,
});
// The field's look is the design system's control style (app/styles/global.css.ts).
export const searchInput = style({ flex: 1, minWidth: 0 });
export const searchButton = style({
  ...buttonShape,
  ...primaryFill,
  flex: 'none',
  padding: `0 ${vars.space.ml}`,
  border: 0,
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': focusRing,
  },
});

// The Shop menu's products as tiles in as many columns as fit, then its collections as pills.
export const ways = style({
  width: '100%',
  marginTop: vars.space.xl,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  textAlign: 'start',
});
export const way = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });
globalStyle(`${way} h2`, { margin: 0, fontSize: vars.text.md });
globalStyle(`${way}:first-child ul`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.sm,
});
globalStyle(`${way}:first-child a`, {
  display: 'flex',
  width: '100%',
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});
globalStyle(`${way}:last-child:not(:first-child) ul`, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(`${way}:last-child:not(:first-child) a`, {
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space.md,
});
