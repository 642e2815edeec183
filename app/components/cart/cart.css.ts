import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const cart = style({ display: 'grid', gap: vars.space.md });
export const lines = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
  paddingBottom: vars.space.md,
});
export const lineBody = style({ display: 'grid', gap: vars.space.xs });
export const image = style({ width: '4.5rem', height: '4.5rem', objectFit: 'cover', borderRadius: vars.radius.sm });
export const muted = style({ color: vars.color.muted, margin: 0, fontSize: '0.9rem' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const quantity = style({ width: '3.5rem', textAlign: 'center' });
export const notice = style({ margin: 0, fontSize: '0.85rem', color: vars.color.muted });
export const alert = style({ color: vars.color.sale, margin: 0 });
export const summary = style({ display: 'grid', gap: vars.space.sm });
export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs, margin: 0 });
export const icons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0 });
export const icon = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
  fontSize: '0.75rem',
});
export const primary = style({
  background: vars.color.accent,
  color: vars.color.accentInk,
  border: 0,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: '1rem',
  cursor: 'pointer',
  width: '100%',
});
