// The button recipe as plain style objects, for `.css.ts` files to spread into their own `style()`.
// This module emits no CSS and never reaches the browser: vanilla-extract evaluates it at build
// time. So a lazy chunk or a route can share the recipe without importing a stylesheet module that
// the shell also imports (which would split it into a chunk of its own, docs/decisions/look-and-layout.md), and
// without a byte of JavaScript (importing `ui.css` into the cart chunk cost +27 B).
import { vars } from './theme.css';

/** The shape every button and button-like link shares: a 44 px target, bold, centred, no underline. */
export const buttonShape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.height,
  font: 'inherit',
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

/** The primary fill: sea teal with white text. */
export const primaryFill = { background: vars.color.accent, color: vars.color.accentInk } as const;

/** A link that is the primary way on ("Continue shopping" in the cart and on the thank-you page). */
export const primaryLink = { ...buttonShape, ...primaryFill, padding: `0 ${vars.space.ml}` } as const;

/** The focus ring of the consent bar's and the contact map's buttons. */
export const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' } as const;

/** The consent bar's and the contact map's buttons: 20 px sides and a 2 px border of their colour. */
export const compactPrimary = {
  ...buttonShape,
  ...primaryFill,
  padding: '0 20px',
  border: `2px solid ${vars.color.accent}`,
} as const;
export const compactSecondary = {
  ...buttonShape,
  padding: '0 20px',
  color: vars.color.ink,
  background: vars.color.surface,
  border: `2px solid ${vars.color.ink}`,
} as const;
