import { globalStyle, style } from '@vanilla-extract/css';

// A dark ink band (DESIGN.md) wherever it stands: the footer and the home page.
const INK = '#0b1f2a';
const ICE = '#f5f9fb';
const TEAL = '#006b7a';
const SIGNAL = '#02f900';

export const form = style({
  background: INK,
  color: ICE,
  borderRadius: '12px',
  padding: '24px',
  display: 'grid',
  gap: '8px',
  scrollMarginTop: '16px',
  '@media': { 'screen and (min-width: 768px)': { padding: '32px 40px' } },
});

export const label = style({ fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.4 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  '@media': { 'screen and (min-width: 768px)': { flexWrap: 'nowrap', maxWidth: '36rem' } },
});

const focusRing = { outline: `3px solid ${SIGNAL}`, outlineOffset: '2px' };

export const input = style({
  flex: '1 1 16rem',
  minHeight: '48px',
  padding: '0 14px',
  font: 'inherit',
  fontSize: '1rem',
  color: INK,
  background: '#ffffff',
  border: `2px solid ${ICE}`,
  borderRadius: '8px',
  ':focus-visible': focusRing,
});

export const button = style({
  flex: '0 0 auto',
  minHeight: '48px',
  minWidth: '8rem',
  padding: '0 24px',
  font: 'inherit',
  fontWeight: 700,
  color: '#ffffff',
  background: TEAL,
  border: `2px solid ${TEAL}`,
  borderRadius: '8px',
  cursor: 'pointer',
  transition: 'background 150ms ease-out',
  selectors: {
    '&:hover': { background: '#00808f' },
    '&:active': { background: '#005662' },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.75 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const message = style({
  margin: 0,
  minHeight: '1.5em',
  fontWeight: 600,
  color: SIGNAL,
  selectors: { '&[data-error="true"]': { color: '#ffb4ab' } },
});

// Off-screen, not display:none (some bots skip hidden fields); aria-hidden and out of the tab order.
export const trap = style({
  position: 'absolute',
  // Pinned to the top: left in its static place it stretched the page below the footer.
  top: 0,
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

// Whatever holds the form (the footer's grid, the home page) gives it the full width.
globalStyle(`:has(> ${form})`, { gridColumn: '1 / -1' });

// reCAPTCHA v3's floating badge may be hidden because the footer carries Google's notice.
globalStyle('.grecaptcha-badge', { visibility: 'hidden' });
