// The shared recipes: buttons, fields, cards, badges and layout primitives. Plain vanilla-extract
// style variants (decision 060: no runtime, so 0 B of JavaScript); compose with `cx`-free string joins.
import { style, styleVariants } from '@vanilla-extract/css';
import { buttonShape } from './button-recipe';
import { vars } from './theme.css';

const buttonBase = style({
  ...buttonShape,
  gap: vars.space.sm,
  padding: `0 ${vars.space.ml}`,
  border: '2px solid transparent',
  lineHeight: 1.2,
  textAlign: 'center',
  transition: `background-color ${vars.motion.fast} ease-out, border-color ${vars.motion.fast} ease-out, color ${vars.motion.fast} ease-out`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    // Pending: the form is submitting (set by the component with aria-busy).
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
  },
});

/** Buttons (and links that look like one): primary, secondary, quiet, and primary on ink. */
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentInk,
      selectors: {
        '&:hover:not(:disabled)': {
          background: vars.color.accentHover,
          borderColor: vars.color.accentHover,
          color: vars.color.accentInk,
        },
        '&:active:not(:disabled)': { background: vars.color.accentPressed, borderColor: vars.color.accentPressed },
      },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: 'transparent',
      borderColor: vars.color.ink,
      color: vars.color.ink,
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.ink, color: vars.color.surface },
        '&:active:not(:disabled)': { background: vars.color.inkRaised, color: vars.color.surface },
      },
    },
  ],
  quiet: [
    buttonBase,
    {
      background: 'transparent',
      color: vars.color.accent,
      paddingInline: vars.space.sm,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.subtle, color: vars.color.accentHover },
        '&:active:not(:disabled)': { background: vars.color.glacier },
      },
    },
  ],
  onInk: [
    buttonBase,
    {
      background: vars.color.surface,
      borderColor: vars.color.surface,
      color: vars.color.ink,
      selectors: {
        '&:hover:not(:disabled)': {
          background: vars.color.glacier,
          borderColor: vars.color.glacier,
          color: vars.color.ink,
        },
        '&:focus-visible': { outlineColor: vars.color.signal },
      },
    },
  ],
});

/** Add to a button to fill its row (the buy box, the cart's checkout). */
export const wide = style({ width: '100%', minHeight: '52px', fontSize: vars.text.md });

/** A labelled field: label, control, hint or error, stacked. */
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontWeight: 600, fontSize: vars.text.sm });
export const input = style({ width: '100%' });
export const fieldError = style({ color: vars.color.danger, fontSize: vars.text.sm, margin: 0, fontWeight: 600 });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  padding: vars.space.ml,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0.125rem ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  lineHeight: 1.5,
});
export const badge = styleVariants({
  quiet: [badgeBase, { background: vars.color.glacier, color: vars.color.ink }],
  ink: [badgeBase, { background: vars.color.ink, color: vars.color.surface }],
  sale: [badgeBase, { background: vars.color.sale, color: '#ffffff' }],
});

/** Layout: the one content width, a vertical stack, a responsive grid. */
export const container = style({
  width: '100%',
  maxWidth: vars.width.page,
  marginInline: 'auto',
  paddingInline: vars.space.md,
});
export const stack = styleVariants({
  sm: { display: 'grid', gap: vars.space.sm, alignContent: 'start' },
  md: { display: 'grid', gap: vars.space.md, alignContent: 'start' },
  lg: { display: 'grid', gap: vars.space.lg, alignContent: 'start' },
});
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
/** Reading measure for content, stories and legal text. */
export const measure = style({ maxWidth: vars.width.measure });
export const eyebrow = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
/** Prices: tabular figures. */
export const money = style({ fontVariantNumeric: 'tabular-nums' });
