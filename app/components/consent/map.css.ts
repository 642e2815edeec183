// The contact page's consent-gated map (app/components/contact/office-map.tsx). Its own module, so
// the consent bar's class names stay out of the contact page's chunk and vice versa.
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const focusRing = { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' };

export const map = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.subtle,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const address = style({ margin: 0, lineHeight: 1.5 });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem' });
export const frame = style({ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: vars.radius.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const button = {
  minHeight: '44px',
  padding: '0 20px',
  font: 'inherit',
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
} as const;

export const load = style({
  ...button,
  color: vars.color.accentInk,
  background: vars.color.accent,
  border: `2px solid ${vars.color.accent}`,
  selectors: { '&:focus-visible': focusRing },
});
export const link = style({
  ...button,
  color: vars.color.ink,
  background: vars.color.surface,
  border: `2px solid ${vars.color.ink}`,
  selectors: { '&:focus-visible': focusRing },
});
