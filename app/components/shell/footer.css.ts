// The footer on the dark ink surface (DESIGN.md): columns from tablets up, stacked on phones.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const footer = style({
  background: vars.color.ink,
  color: vars.color.onInk,
  marginTop: vars.space.xxl,
  fontSize: vars.text.sm,
});
globalStyle(`${footer} a`, { color: vars.color.onInk, textDecorationColor: 'rgba(227, 238, 242, 0.4)' });
globalStyle(`${footer} a:hover`, { color: vars.color.surface, textDecorationColor: 'currentColor' });
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.signal });

export const footerInner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  display: 'grid',
  gap: `${vars.space.lg} ${vars.space.ml}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '1.4fr repeat(4, minmax(0, 1fr))' } },
});
// Headquarters spans the row until the five columns fit.
globalStyle(`${footerInner} > :first-child`, {
  '@media': { 'screen and (max-width: 1023px)': { gridColumn: '1 / -1' } },
});

export const footerHeading = style({
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.onInkMuted,
  margin: `0 0 ${vars.space.md}`,
});

// Links in lists are 44 px targets only where they stand alone; here they sit 8 px apart (WCAG 2.2
// target size: spacing), with a line height that keeps each row easy to hit.
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${footerList} a`, { display: 'inline-block', paddingBlock: '0.3rem', textDecoration: 'none' });
globalStyle(`${footerList} a:hover`, { textDecoration: 'underline' });

export const address = style({ fontStyle: 'normal', lineHeight: 1.7 });

export const newsletter = style({ gridColumn: '1 / -1' });
// The newsletter band is ink too: lift it off the footer with the raised ink.
globalStyle(`${newsletter} > form`, { background: vars.color.inkRaised });

export const bottom = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: '1px solid rgba(227, 238, 242, 0.15)',
});

export const legal = style({ gridColumn: '1 / -1', fontSize: vars.text.xs, color: vars.color.onInkMuted, margin: 0 });
