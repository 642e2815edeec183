// The conversation, its form and the floating panel (the panel's chunk and the /help page).
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const INK = '#0b1f2a';
const GLACIER = '#d6e9f0';
const ICE = '#f5f9fb';

export const box = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0 });
// A question and its answer: never squeezed below their height when the log scrolls (they would overlap).
export const turn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flexShrink: 0 });
export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  overflowY: 'auto',
});
const bubble = { padding: '0.75rem 1rem', borderRadius: '14px', lineHeight: 1.5, maxWidth: '90%' } as const;
export const question = style({ ...bubble, margin: 0, alignSelf: 'flex-end', background: INK, color: '#ffffff' });
export const answer = style({
  ...bubble,
  alignSelf: 'flex-start',
  background: GLACIER,
  color: INK,
  // A long word or URL wraps inside the bubble instead of running past it.
  overflowWrap: 'anywhere',
});
export const answerText = style({ margin: 0 });
export const source = style({ margin: `${vars.space.sm} 0 0`, fontSize: '0.9rem' });
export const link = style({ color: vars.color.accent, fontWeight: 600, textDecoration: 'underline' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `${vars.space.sm} 0 0` });
export const empty = style({ margin: 0, color: vars.color.muted });
export const error = style({ margin: 0, color: vars.color.sale, fontWeight: 600 });

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });
export const typing = style({
  ...bubble,
  margin: 0,
  alignSelf: 'flex-start',
  background: GLACIER,
  display: 'flex',
  gap: '6px',
});
export const typingDot = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: INK,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 } },
});

export const form = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const label = style({ fontSize: '0.9rem', fontWeight: 600 });
export const input = style({
  minHeight: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  width: '100%',
  textOverflow: 'ellipsis',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '1px' } },
});
const buttonBase = {
  minHeight: '44px',
  minWidth: '44px',
  padding: '0 0.75rem',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
const primary = style({
  ...buttonBase,
  border: 'none',
  background: vars.color.accent,
  color: '#ffffff',
  selectors: {
    '&:hover': { background: '#00525e' },
    '&:active': { background: INK },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${INK}`, outlineOffset: '2px' },
  },
});
// The send button: a 44 px arrow (its name is the word "Send").
export const send = style([primary, { width: '44px', padding: 0, display: 'inline-grid', placeItems: 'center' }]);
export const icon = style({
  width: '20px',
  height: '20px',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
// Restart and Minimize: light buttons on the panel's ink bar, an icon (and a word), no outline.
export const quiet = style({
  ...buttonBase,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.12)' },
    '&:active': { background: 'rgba(255,255,255,0.2)' },
    '&:focus-visible': { outline: '3px solid #02f900', outlineOffset: '-3px' },
  },
});
export const pageQuiet = style([
  quiet,
  {
    justifySelf: 'start',
    alignSelf: 'flex-start',
    color: vars.color.accent,
    fontWeight: 600,
    selectors: {
      '&:hover': { background: GLACIER },
      '&:active': { background: GLACIER },
      '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '1px' },
    },
  },
]);
export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0, marginRight: `-${vars.space.sm}` });

export const panel = style({
  position: 'fixed',
  zIndex: 50,
  right: vars.space.md,
  bottom: vars.space.md,
  width: 'min(26rem, calc(100vw - 2rem))',
  maxHeight: 'min(36rem, calc(100vh - 2rem))',
  display: 'flex',
  flexDirection: 'column',
  background: ICE,
  color: INK,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 40px rgba(11, 31, 42, 0.3)',
  overflow: 'hidden',
  '@media': {
    '(max-width: 767.98px)': { inset: 0, width: '100%', maxHeight: 'none', borderRadius: 0 },
    '(prefers-reduced-motion: no-preference)': {
      animation: `${keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } })} 200ms ease-out`,
    },
  },
});
// The title wraps on words; the buttons go to a line of their own only should the title and
// "Neustart" with the minimize icon not fit side by side.
export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: INK,
  color: '#ffffff',
});
export const panelTitle = style({
  margin: 0,
  fontSize: '1.125rem',
  flex: '1 1 0',
  overflowWrap: 'normal',
  '@media': { '(max-width: 767.98px)': { fontSize: '1rem' } },
});
export const panelBody = style({
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});
export const page = style({ maxWidth: '44rem', display: 'flex', flexDirection: 'column', gap: vars.space.md });

globalStyle('body:has(#help-title) > footer', { paddingBottom: 0 });
