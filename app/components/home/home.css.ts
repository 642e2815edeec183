import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const wide = 'screen and (min-width: 768px)';
const section = { marginBlock: vars.space.xl } as const;

// The hero spans the window (out of the page's column): the page then clips sideways instead of
// scrolling when a classic scrollbar makes 100vw wider than the page.
globalStyle('body:has([data-bleed])', { overflowX: 'clip' });
export const hero = style({
  position: 'relative',
  display: 'grid',
  width: '100vw',
  marginInline: 'calc(50% - 50vw)',
  marginTop: `calc(-1 * ${vars.space.md})`,
  background: vars.color.ink,
  color: vars.color.onInk,
  '@media': { [wide]: { minHeight: 'min(78vh, 40rem)', alignItems: 'center' } },
});
// Phones: the picture above the words; wider: the picture fills the hero behind them.
export const heroImage = style({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  '@media': { [wide]: { position: 'absolute', inset: 0, height: '100%', aspectRatio: 'auto' } },
});
export const heroInner = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.width.page,
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [wide]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});
// On the picture: an ink panel, so the words keep their contrast whatever the picture holds.
export const heroText = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  '@media': {
    [wide]: {
      maxWidth: '34rem',
      padding: vars.space.lg,
      background: 'rgba(11, 31, 42, 0.9)',
      borderRadius: vars.radius.lg,
    },
  },
});
export const heroEyebrow = style({
  margin: 0,
  color: vars.color.signal,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
export const headline = style({
  fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
  margin: 0,
  lineHeight: 1.08,
  color: vars.color.surface,
  hyphens: 'auto',
});
export const lede = style({ fontSize: vars.text.md, color: vars.color.onInk, margin: 0 });

export const values = style(section);
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
export const valueList = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
globalStyle(`${valueList} > li`, { borderTop: `2px solid ${vars.color.accent}`, paddingTop: vars.space.md });
globalStyle(`${valueList} h3`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${valueList} p`, { margin: 0, color: vars.color.muted });
export const figure = style({
  selectors: {
    [`${valueList} &`]: {
      fontSize: vars.text.xxl,
      fontWeight: 800,
      lineHeight: 1.1,
      color: vars.color.accent,
      fontVariantNumeric: 'tabular-nums',
      marginBottom: vars.space.sm,
    },
  },
});

export const products = style(section);
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.ml,
});
globalStyle(`${sectionHead} > h2`, { margin: 0 });

export const stories = style(section);
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  fontWeight: 600,
  color: vars.color.accent,
});
// Phones: one row that scrolls sideways and snaps to each card; from 768 px two columns, from
// 1024 px four (a story and three quotes: full rows).
export const rail = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(80%, 18rem)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: `0 0 ${vars.space.sm}`,
  margin: 0,
  '@media': {
    [wide]: { gridAutoFlow: 'row', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', overflowX: 'visible' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
globalStyle(`${rail} > li`, { scrollSnapAlign: 'start', borderRadius: vars.radius.lg, overflow: 'hidden' });
export const storyCard = style({
  display: 'grid',
  alignContent: 'start',
  background: vars.color.ink,
  color: vars.color.onInk,
});
globalStyle(`${storyCard} img`, { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' });
globalStyle(`${storyCard} > :not(img)`, { margin: 0, padding: `0 ${vars.space.ml}` });
globalStyle(`${storyCard} > h3`, { paddingBottom: vars.space.ml, fontSize: vars.text.lg });
export const storyEyebrow = style({
  paddingTop: vars.space.md,
  color: vars.color.signal,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
export const storyLink = style({
  color: vars.color.surface,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.surface } },
});
export const quoteCard = style({ background: vars.color.subtle, border: `1px solid ${vars.color.line}` });
globalStyle(`${quoteCard} figure`, {
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'space-between',
  height: '100%',
  margin: 0,
  padding: vars.space.ml,
});
globalStyle(`${quoteCard} blockquote`, { margin: 0 });
globalStyle(`${quoteCard} blockquote p`, { margin: 0, fontSize: vars.text.md, lineHeight: 1.45, fontWeight: 600 });
globalStyle(`${quoteCard} blockquote p::before`, { content: 'open-quote' });
globalStyle(`${quoteCard} blockquote p::after`, { content: 'close-quote' });
globalStyle(`${quoteCard} figcaption`, { color: vars.color.muted, fontSize: vars.text.sm, fontWeight: 600 });
