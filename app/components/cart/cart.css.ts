// The cart's look (page, dropdown and overlay share it): line items with thumbnail, a stepper,
// a quiet remove, totals in tabular figures, labelled code and note fields, wide primary buttons.
import { globalStyle, style } from '@vanilla-extract/css';
import { primaryLink } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

// One column as wide as the page, never as wide as its widest content (a long variant name or the
// note's row would push a phone's page sideways otherwise).
export const cart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});
// The empty state's way back to the shop (in the page's language), as a button.
export const shopLink = style({
  ...primaryLink,
  justifySelf: 'start',
  selectors: { '&:hover': { background: vars.color.accentHover, color: vars.color.accentInk } },
});

// The rule under the last line is the list's (not the last line's: the browser matches
// `:last-child` only once the list's HTML has all arrived, and the totals would move down late).
export const lines = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { '&:empty': { borderBottom: 0 } },
});
export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
  paddingBlock: vars.space.md,
});
// One column as wide as the line: a long variant name shrinks its list instead of widening the line.
export const lineBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  minWidth: 0,
});
globalStyle(`${lineBody} > a`, { color: vars.color.ink, textDecoration: 'none', justifySelf: 'start' });
globalStyle(`${lineBody} > a:hover`, { textDecoration: 'underline' });
export const image = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.subtle,
});
export const muted = style({
  color: vars.color.muted,
  margin: 0,
  fontSize: vars.text.sm,
  fontVariantNumeric: 'tabular-nums',
});

// `row` lays out three things: the line's actions, the stepper inside them, and the code/note forms.
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${row} form`, { margin: 0 });
// The stepper: − [n] + in one outlined group.
globalStyle(`${lineBody} > ${row} > ${row}`, {
  gap: 0,
  border: `1px solid #7b8e96`,
  borderRadius: vars.radius.sm,
  flexWrap: 'nowrap',
});
globalStyle(`${lineBody} > ${row} > ${row} button`, {
  minWidth: vars.control.height,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.text.md,
});
globalStyle(`${lineBody} > ${row} > ${row} button:hover:not(:disabled)`, { background: vars.color.subtle });
globalStyle(`${lineBody} > ${row} > ${row} form:nth-child(2)`, { display: 'flex' });
// Without JavaScript its Update button (in a <noscript>) is one of the stepper's parts.
globalStyle(`${lineBody} > ${row} > ${row} noscript`, { '@media': { '(scripting: none)': { display: 'contents' } } });
// The typed quantity's button is a word ("Update", "Übernehmen", "Valider"): a size smaller than the
// − and + glyphs, so the stepper fits a phone's line in every language.
globalStyle(`${lineBody} > ${row} > ${row} form:nth-child(2) button`, {
  fontSize: vars.text.sm,
  padding: `0 ${vars.space.xs}`,
});
// Remove: a quiet text button.
globalStyle(`${lineBody} > ${row} > form button`, {
  background: 'transparent',
  border: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  fontWeight: 600,
  padding: `0 ${vars.space.sm}`,
});
globalStyle(`${lineBody} > ${row} > form button:hover`, { background: vars.color.subtle });
// Phones: Remove gets a row of its own, so the stepper (with its Update button) keeps the first row
// to itself.
globalStyle(`${lineBody} > ${row} > form`, { '@media': { 'screen and (max-width: 767px)': { flexBasis: '100%' } } });
// Code and note forms: the label above, field and button side by side.
globalStyle(`form${row}`, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs });
globalStyle(`form${row} > label, form${row} > [role="alert"]`, { gridColumn: '1 / -1', fontSize: vars.text.sm });
globalStyle(`form${row} > [role="alert"]`, { color: vars.color.danger, fontWeight: 600 });
globalStyle(`form${row} > input, form${row} > textarea`, { width: '100%' });
globalStyle(`form${row} > button`, {
  background: 'transparent',
  borderColor: vars.color.ink,
  color: vars.color.ink,
  alignSelf: 'end',
});
globalStyle(`form${row} > button:hover:not(:disabled)`, { background: vars.color.ink, color: vars.color.surface });

export const quantity = style({
  width: '3rem',
  minHeight: vars.control.height,
  textAlign: 'center',
  border: 0,
  borderInline: `1px solid ${vars.color.line}`,
  borderRadius: 0,
  padding: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const address = style({ display: 'grid', gap: vars.space.sm });
export const addressFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  marginBlock: vars.space.sm,
});
globalStyle(`${address} > summary`, {
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '44px',
  fontWeight: 600,
  cursor: 'pointer',
});
globalStyle(`${address} > summary::-webkit-details-marker`, { display: 'none' });
globalStyle(`${address} > summary::after`, { content: '"+"', fontSize: vars.text.md });
globalStyle(`${address}[open] > summary::after`, { content: '"−"' });
// Each address field is a label over its input (the controls themselves take the global style).
// Laid out here rather than with styles/ui.css: importing that module from the lazily loaded cart
// panel would add it to the panel's preload list in the root chunk (+28 B of first-load JS).
globalStyle(`${addressFields} > label`, { display: 'grid', gap: vars.space.xs, minWidth: 0, fontWeight: 600 });
globalStyle(`${addressFields} input`, { width: '100%', fontWeight: 400 });
// The line's variant, shown once: its list as wide as the chosen variant's whole name (up to the
// line's width), with a quiet Change beside it, or under it where both do not fit.
export const variantRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
globalStyle(`${variantRow} > button`, {
  background: 'transparent',
  border: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  fontWeight: 600,
  padding: `0 ${vars.space.sm}`,
});
globalStyle(`${variantRow} > button:hover:not(:disabled)`, { background: vars.color.subtle });
export const variant = style({
  minHeight: vars.control.height,
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '100%',
  // Sized by the chosen option (where supported; elsewhere by the widest option, within the line).
  fieldSizing: 'content',
});
export const notice = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.muted });
export const alert = style({ color: vars.color.danger, margin: 0, fontWeight: 600 });
export const done = style({ color: vars.color.ink, margin: 0, fontWeight: 600 });

// One column no wider than the summary: the note's textarea and the code fields' inputs have a
// natural width, and an auto column took the widest of them, pushing the figures and the Apply
// buttons past the panel's edge on a phone.
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.ml,
  background: vars.color.subtle,
  borderRadius: vars.radius.md,
});
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.sm} 0`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right' });
globalStyle(`${totals} dt:last-of-type, ${totals} dd:last-of-type`, {
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.sm,
  fontSize: vars.text.md,
});
export const primary = style({ width: '100%', minHeight: '52px', fontSize: vars.text.md });

// Wide enough (the cart page on a tablet or desktop): lines left, the summary beside them.
globalStyle(`:has(> ${cart})`, { containerType: 'inline-size' });
globalStyle(`${cart} > ${lines}`, { '@container': { '(min-width: 50rem)': { gridColumn: '1' } } });
globalStyle(`${cart} > ${summary}`, {
  '@container': {
    '(min-width: 50rem)': { gridColumn: '2', gridRow: '1 / span 3', position: 'sticky', top: vars.space.md },
  },
});
globalStyle(`${cart}`, {
  '@container': {
    '(min-width: 50rem)': { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(18rem, 1fr)', columnGap: vars.space.xl },
  },
});

// The header's panel (dropdown and overlay, ./cart-panel.tsx): the lines and the codes scroll, the
// totals and Checkout stay pinned to the panel's foot (docs/decisions/cart.md).
export const panelBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.md,
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `0 ${vars.space.ml} ${vars.space.md}`,
});
export const panelFoot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  flexShrink: 0,
  padding: `${vars.space.md} ${vars.space.ml}`,
  background: vars.color.subtle,
  borderTop: `1px solid ${vars.color.line}`,
});
globalStyle(`${panelFoot} form`, { margin: 0 });
