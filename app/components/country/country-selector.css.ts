import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.sm });

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const select = style({
  font: 'inherit',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
});

export const button = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: vars.color.accent,
  color: vars.color.accentInk,
  cursor: 'pointer',
});

export const icons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const icon = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
});

export const notice = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.subtle,
  color: vars.color.ink,
});
