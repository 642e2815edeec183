// The search results page.
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.md });
export const form = style({ display: 'flex', gap: vars.space.sm, maxWidth: '36rem' });
// The field's look is the design system's control style (app/styles/global.css.ts).
export const input = style({
  flex: 1,
  minWidth: 0,
});
export const button = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.accentInk,
  background: vars.color.accent,
  border: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const hit = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  minHeight: '44px',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.accent } },
});
export const hitWithoutImage = style([hit, { gridTemplateColumns: '1fr' }]);
export const section = style({ display: 'grid', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: '1.125rem' });
export const thumb = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.subtle,
});
export const kind = style({
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.muted,
});
export const title = style({ margin: 0, fontSize: '1rem' });
export const detail = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
