import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// One class per component keeps the class-name map out of the first-load JS.
export const section = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${section} form, ${section} ul`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${section} select`, {
  font: 'inherit',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.ink,
});

globalStyle(`${section} button`, {
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 0,
  background: vars.color.accent,
  color: vars.color.accentInk,
  cursor: 'pointer',
});

globalStyle(`${section} li`, {
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
