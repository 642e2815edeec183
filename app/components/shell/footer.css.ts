// The footer on the dark ink surface (DESIGN.md): columns on desktop, two narrow ones on phones.
// One class (the shell's JavaScript carries every class name it uses); the blocks by element. The
// headquarters, the columns and the notice come in a `display: contents` <div> (the header's
// `contents` class): they are the grid's items as if written in place.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { contents } from './header.css';

export const footer = style({
  background: vars.color.ink,
  color: vars.color.onInk,
  marginTop: vars.space.xxl,
  fontSize: vars.text.sm,
  // Below the first screen on every page: laid out as it nears the viewport, not before the first
  // paint, and not again when the brand typeface swaps in (docs/decisions/look-and-layout.md). `auto` keeps its
  // real height once shown; until then its height at each width stands in (for the scrollbar only:
  // nothing follows it, so nothing moves).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 103rem',
  '@media': {
    'screen and (min-width: 768px)': { containIntrinsicSize: 'auto 86rem' },
    'screen and (min-width: 1024px)': { containIntrinsicSize: 'auto 58rem' },
  },
});
const inner = `${footer} > div`;
const links = `${inner} > .${contents}`;

globalStyle(`${footer} a`, { color: vars.color.onInk, textDecorationColor: 'rgba(227, 238, 242, 0.4)' });
globalStyle(`${footer} a:hover`, { color: vars.color.surface, textDecorationColor: 'currentColor' });
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.signal });

globalStyle(inner, {
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  display: 'grid',
  gap: `${vars.space.lg} ${vars.space.ml}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1.4fr repeat(4, minmax(0, 1fr))' } },
});
// Headquarters spans the row until the five columns fit.
globalStyle(`${links} > :first-child`, {
  '@media': { 'screen and (max-width: 1023px)': { gridColumn: '1 / -1' } },
});

globalStyle(`${inner} h2`, {
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onInkMuted,
  margin: `0 0 ${vars.space.md}`,
});

// Links sit 8 px apart with room above and below (WCAG 2.2 target size by spacing).
globalStyle(`${links} > :is(section, nav) ul`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${links} > :is(section, nav) li a`, {
  display: 'inline-block',
  paddingBlock: '0.3rem',
  textDecoration: 'none',
});
globalStyle(`${links} > :is(section, nav) li a:hover`, { textDecoration: 'underline' });

globalStyle(`${inner} address`, { fontStyle: 'normal', lineHeight: 1.7 });

// The newsletter band is ink too: lift it off the footer with the raised ink.
globalStyle(`${inner} > div`, { gridColumn: '1 / -1' });
globalStyle(`${inner} > div > form`, { background: vars.color.inkRaised });

// The bottom row: country selector and payment marks, then the cookie settings button.
globalStyle(`${inner} > div:last-of-type`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(227, 238, 242, 0.15)',
});

// The reCAPTCHA notice comes with the columns; it stands last, under the bottom row.
globalStyle(`${links} > p`, {
  gridColumn: '1 / -1',
  order: 1,
  fontSize: vars.text.xs,
  color: vars.color.onInkMuted,
  margin: 0,
});
