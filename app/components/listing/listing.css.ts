// A listing (/shop, a collection): the filter and sort panel beside the products from 1024 px (a
// "Filter and sort" disclosure above them on phones and tablets, so the cards keep two columns),
// the chosen filters as removable chips, the page links and the empty states. Every control is at
// least 44 px tall.
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

const wide = 'screen and (min-width: 1024px)';

export const layout = style({
  display: 'grid',
  gap: vars.space.ml,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space.lg } },
});

export const results = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
globalStyle(`${results} > h2`, { margin: 0, fontSize: vars.text.lg });
// The count: a quiet line above the cards, in tabular figures.
export const total = style({
  selectors: { [`${results} > &`]: { fontSize: vars.text.base, fontWeight: 600, color: vars.color.muted } },
  fontVariantNumeric: 'tabular-nums',
});

// The panel: a disclosure on phones and tablets; from 1024 px always open where the browser can say so
// (::details-content), else still a disclosure with its summary shown.
export const panel = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const panelSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.control.height,
  padding: `0 ${vars.space.md}`,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
globalStyle(`${panelSummary}::after`, { content: '"+"', fontSize: vars.text.lg, lineHeight: 1 });
globalStyle(`${panel}[open] > ${panelSummary}::after`, { content: '"−"' });
globalStyle(`${panel}::details-content`, {
  '@media': { [wide]: { contentVisibility: 'visible', blockSize: 'auto' } },
});
globalStyle(`${panelSummary}`, {
  '@supports': { 'selector(::details-content)': { '@media': { [wide]: { display: 'none' } } } },
});

export const form = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md });
export const facet = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.sm });
// A flex summary loses the browser's triangle: the panel's + and − say that a facet opens and closes.
export const facetSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.control.height,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
globalStyle(`${facetSummary}::after`, { content: '"+"', fontSize: vars.text.lg, lineHeight: 1 });
globalStyle(`${facet}[open] > ${facetSummary}::after`, { content: '"−"' });
export const values = style({ listStyle: 'none', margin: 0, padding: `0 0 ${vars.space.sm}`, display: 'grid' });
export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.height,
  fontWeight: 400,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { color: vars.color.muted, cursor: 'default' } },
});
export const count = style({ marginLeft: 'auto', color: vars.color.muted, fontSize: vars.text.sm });
export const range = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
});
globalStyle(`${range} label`, { display: 'grid', gap: vars.space.xs, fontSize: vars.text.sm });
globalStyle(`${range} input`, { width: '100%' });
export const field = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${field} select`, { width: '100%' });
export const apply = style({ width: '100%' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  ...buttonShape,
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontSize: vars.text.sm,
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.ink, color: vars.color.surface } },
});
globalStyle(`${chip}::after`, { content: '"×"', fontSize: vars.text.md, lineHeight: 1 });
export const clear = style({
  ...buttonShape,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.accent,
  fontWeight: 600,
});
globalStyle(`${clear}`, { textDecoration: 'underline', textUnderlineOffset: '0.2em' });

export const pager = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.md} 0` });
export const pageLink = style({
  ...buttonShape,
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${vars.color.ink}`,
  color: vars.color.ink,
  selectors: {
    '&:hover': { background: vars.color.ink, color: vars.color.surface },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const empty = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  background: vars.color.subtle,
  borderRadius: vars.radius.md,
});
globalStyle(`${empty} p`, { margin: 0 });
export const primaryLink = style({
  ...buttonShape,
  padding: `0 ${vars.space.ml}`,
  background: vars.color.accent,
  color: vars.color.accentInk,
  selectors: { '&:hover': { background: vars.color.accentHover, color: vars.color.accentInk } },
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const collections = style({ scrollMarginTop: '6rem' });
globalStyle(`${collections} > h2`, { fontSize: vars.text.lg, margin: `0 0 ${vars.space.md}` });
// On phones one row that scrolls sideways (the page itself never does), not a screen of pills. It
// runs to the screen's edges (past the main's padding), so a pill cut there reads as "more this way".
globalStyle(`${collections} > ul`, {
  '@media': {
    'screen and (max-width: 767px)': {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      marginInline: `calc(-1 * ${vars.space.md})`,
      paddingInline: vars.space.md,
      scrollPaddingInline: vars.space.md,
      paddingBottom: vars.space.sm,
      scrollbarWidth: 'thin',
    },
  },
});
globalStyle(`${collections} > ul > li`, { flex: 'none' });

// A collection's header: text and image side by side from 768 px, the image first on phones.
export const plainHeader = style({ marginBottom: vars.space.md });
export const banner = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  background: vars.color.subtle,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
  },
});
export const bannerText = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `0 ${vars.space.ml} ${vars.space.ml}`,
});
globalStyle(`${plainHeader} ${bannerText}`, { padding: 0 });
globalStyle(`${bannerText} h1`, { margin: 0 });
globalStyle(`${bannerText} p`, { margin: 0 });
globalStyle(`${banner} ${bannerText}`, {
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.lg, order: 0 } },
});
export const bannerImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  order: -1,
  '@media': { 'screen and (min-width: 768px)': { order: 1, height: '100%', maxHeight: '20rem' } },
});
