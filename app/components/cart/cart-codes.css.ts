// The discount code and gift card controls of the cart summary (apply, remove, balance).
import { style } from '@vanilla-extract/css';
import { buttonShape } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

// One column no wider than the summary (an auto column took the input's natural width, and the
// Apply button ran past the summary's padding on a phone).
export const codeForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs });
export const label = style({ fontSize: '0.9rem', fontWeight: 600 });
export const field = style({ display: 'flex', gap: vars.space.sm });
// The field's look is the design system's control style (app/styles/global.css.ts).
export const input = style({
  flex: 1,
  minWidth: 0,
  textTransform: 'uppercase',
});
export const apply = style({
  ...buttonShape,
  minWidth: '44px',
  padding: `0 ${vars.space.md}`,
  fontWeight: 600,
  color: vars.color.accent,
  background: vars.color.surface,
  border: `1px solid ${vars.color.accent}`,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `0 0 0 ${vars.space.sm}`,
  background: vars.color.subtle,
  borderRadius: vars.radius.sm,
  fontSize: '0.9rem',
});
export const chipText = style({ display: 'grid', padding: `${vars.space.xs} 0` });
export const chipMeta = style({ color: vars.color.muted, fontSize: '0.8rem' });
export const remove = style({
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  font: 'inherit',
  fontSize: '0.85rem',
  color: vars.color.ink,
  background: 'transparent',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const error = style({ margin: 0, fontSize: '0.85rem', color: vars.color.sale });
export const done = style({ margin: 0, fontSize: '0.85rem', color: vars.color.accent });
