// The shared recipes: the buttons and the screen-reader-only text. Plain vanilla-extract style variants
// (docs/decisions/look-and-layout.md: no runtime, so 0 B of JavaScript); compose with `cx`-free string joins.
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

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
