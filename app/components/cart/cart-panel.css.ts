import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const panel = {
  background: vars.color.surface,
  color: vars.color.ink,
  padding: vars.space.ml,
  overflowY: 'auto',
  zIndex: 50,
  textAlign: 'left',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
} as const;

export const dropdown = style({
  ...panel,
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  width: 'min(26rem, calc(100vw - 2rem))',
  maxHeight: '80vh',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const overlay = style({ ...panel, position: 'fixed', inset: 0, padding: vars.space.md });
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});
export const title = style({ margin: 0, fontSize: vars.text.lg });
// The close button: a quiet 44 px square.
globalStyle(`${head} button`, {
  minWidth: vars.control.height,
  padding: 0,
  background: 'transparent',
  border: 0,
  color: vars.color.ink,
  fontSize: vars.text.xl,
  lineHeight: 1,
});
globalStyle(`${head} button:hover`, { background: vars.color.subtle });
// "View cart": a secondary button under the summary.
globalStyle(`${dropdown} > p:last-child a, ${overlay} > p:last-child a`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.height,
  border: `2px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  fontWeight: 700,
  textDecoration: 'none',
});
globalStyle(`${dropdown} > p:last-child, ${overlay} > p:last-child`, { margin: 0 });
