import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// The review section (product page, /review). The widget's own markup brings its own styles; this
// frames it and styles the server-rendered summary and fallback.
const INK = '#0b1f2a';
const SIGNAL = '#02f900';

export const section = style({
  borderTop: `1px solid ${vars.color.line}`,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  scrollMarginTop: '16px',
});

export const title = style({ fontSize: '1.5rem', lineHeight: 1.3, margin: 0 });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: '1.0625rem',
});

// The signal green is used only on the dark ink surface (DESIGN.md: it fails contrast on white).
export const stars = style({
  background: INK,
  color: SIGNAL,
  borderRadius: vars.radius.sm,
  padding: '2px 8px',
  letterSpacing: '2px',
  fontSize: '1.125rem',
});

export const count = style({ color: vars.color.muted });

export const widget = style({ display: 'grid', gap: vars.space.md, minHeight: '44px' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accent,
  fontWeight: 600,
});

// The consent form in the widget's place (before the visitor allows review cookies).
export const consent = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', margin: 0 });
