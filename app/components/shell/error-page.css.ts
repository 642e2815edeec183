// The 404/500 page (app/root.tsx ErrorBoundary): calm, on-brand, with ways forward.
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const page = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
});

export const code = style({
  margin: 0,
  fontSize: 'clamp(4rem, 3rem + 6vw, 7rem)',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.accent,
  letterSpacing: '-0.04em',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
