import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const dialog = style({
  width: 'min(96vw, 960px)',
  maxWidth: 'none',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  overflow: 'visible',
  selectors: { '&::backdrop': { background: 'rgba(11, 31, 42, 0.8)' } },
});

export const player = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' });

export const close = style({
  position: 'absolute',
  top: -52,
  right: 0,
  width: 44,
  height: 44,
  border: 0,
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 2 } },
});
