// The header's cart panel: a column of head, the part that scrolls (lines, codes) and the pinned
// foot (totals, Checkout, "View cart"), as a dropdown from 768 px and a full-screen overlay below.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const panel = {
  background: vars.color.surface,
  color: vars.color.ink,
  zIndex: 50,
  textAlign: 'left',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
} as const;

export const dropdown = style({
  ...panel,
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  width: 'min(26rem, calc(100vw - 2rem))',
  // Until the panel measures the room below its top (./cart-panel.tsx).
  maxHeight: '80vh',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const overlay = style({ ...panel, position: 'fixed', inset: 0 });
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} ${vars.space.ml}`,
});
export const title = style({ margin: 0, fontSize: vars.text.lg });
export const loading = style({ margin: 0, padding: `0 ${vars.space.ml} ${vars.space.md}` });
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
// "View cart": a secondary button under Checkout.
export const view = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.control.height,
  border: `2px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ink, color: vars.color.surface },
    [`${overlay} > &, ${dropdown} > &`]: { margin: `0 ${vars.space.ml} ${vars.space.ml}` },
  },
});
