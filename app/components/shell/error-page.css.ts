// The 404/500 page (app/root.tsx ErrorBoundary): calm, on-brand, with ways forward. One class
// (root's JavaScript carries it); the title, message and links are styled by element.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const errorPage = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
});

globalStyle(`${errorPage} h1`, { fontSize: vars.text.display, color: vars.color.accent, marginBottom: vars.space.sm });

globalStyle(`${errorPage} > p:last-child`, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

globalStyle(`${errorPage} > p:last-child a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  padding: `0 ${vars.space.ml}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.ink}`,
  color: vars.color.ink,
  fontWeight: 700,
  textDecoration: 'none',
});
globalStyle(`${errorPage} > p:last-child a:first-child`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.accentInk,
});
globalStyle(`${errorPage} > p:last-child a:hover`, {
  background: vars.color.ink,
  borderColor: vars.color.ink,
  color: vars.color.surface,
});
