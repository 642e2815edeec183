// The floating orb: server-rendered link styles, on every page's first load (kept small).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const orb = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: '0 1.1rem',
  borderRadius: '999px',
  background: '#0b1f2a',
  color: '#ffffff',
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '0 6px 20px rgba(11, 31, 42, 0.25)',
  selectors: {
    '&:hover': { background: vars.color.accent },
    '&:focus-visible': { outline: '3px solid #02f900', outlineOffset: '3px' },
    // The signal-green dot: the brand's green only on the dark surface.
    '&::before': { content: '""', width: '10px', height: '10px', borderRadius: '50%', background: '#02f900' },
  },
  // Phones: a 48 px round button with a green "?" (the link text stays its accessible name), so it
  // covers as little of the page as it can (the product page's "Add to cart" is near the bottom).
  '@media': { 'screen and (max-width: 767px)': { width: '48px', padding: 0, justifyContent: 'center', fontSize: 0 } },
});
globalStyle(`${orb}::before`, {
  '@media': {
    'screen and (max-width: 767px)': {
      content: '"?"',
      width: 'auto',
      height: 'auto',
      background: 'none',
      color: '#02f900',
      fontSize: '1.5rem',
      fontWeight: 800,
      lineHeight: 1,
    },
  },
});

// Room at the foot of every page, so the orb never covers the last links of the footer: inside the
// footer (its ink runs to the page's edge), not under it.
globalStyle('body > footer', { paddingBottom: '5rem' });

// On the chat page the orb would only open a second copy of the same chat (here, not in chat.css.ts:
// a lazy chunk importing this file would split it into a render-blocking stylesheet of its own).
globalStyle(`body:has(#help-title) ${orb}`, { display: 'none' });
