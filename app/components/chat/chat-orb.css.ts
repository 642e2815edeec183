// The floating orb: server-rendered link styles, on every page's first load (kept small). It never
// covers what a shopper needs (docs/decisions/250): a 48 px round "?" that sits in the page's margin
// where there is one, leaves the bottom strip to whatever the browser scrolls into view, and hides
// while a panel, menu or dialog is open.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const SIZE = '48px';
// Where the orb's round form fits in the margin beside the page's column (72rem + the main's
// padding): 1152 + 2 × (48 + 16 + 8) px. Where the labelled pill fits there too: 88rem.
const BESIDE = 'screen and (min-width: 79rem)';
const PILL = 'screen and (min-width: 88rem)';
// The orb's strip at the foot of the screen: its height, its offset and a gap.
const STRIP = `calc(${SIZE} + ${vars.space.md} + ${vars.space.sm})`;

export const orb = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: SIZE,
  height: SIZE,
  padding: 0,
  borderRadius: '999px',
  background: '#0b1f2a',
  color: '#ffffff',
  // The link text stays the accessible name; the round form shows a green "?".
  fontSize: 0,
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '0 6px 20px rgba(11, 31, 42, 0.25)',
  selectors: {
    '&:hover': { background: vars.color.accent },
    '&:focus-visible': { outline: '3px solid #02f900', outlineOffset: '3px' },
    '&::before': { content: '"?"', color: '#02f900', fontSize: '1.5rem', fontWeight: 800, lineHeight: 1 },
  },
  // Wide screens: the labelled pill with the signal-green dot, in the margin beside the column.
  '@media': { [PILL]: { width: 'auto', padding: '0 1.1rem', fontSize: '1rem' } },
});
globalStyle(`${orb}::before`, {
  '@media': { [PILL]: { content: '""', width: '10px', height: '10px', borderRadius: '50%', background: '#02f900' } },
});

// Narrower screens, where the orb floats over the column: whatever the browser brings into view (a
// focused button, a fragment, find in page) stops above the orb's strip, not under it.
globalStyle('html', { scrollPaddingBottom: STRIP, '@media': { [BESIDE]: { scrollPaddingBottom: 0 } } });

// Room at the foot of every page, so the orb never covers the last links of the footer: inside the
// footer (its ink runs to the page's edge), not under it.
globalStyle('body > footer', { paddingBottom: '5rem' });

// A panel, menu or dialog is open (the cart's dropdown or overlay, the chat panel, the burger, a
// header menu, a video): the orb would only sit on it. On the chat page it would only open a second
// copy of the same chat. (Here, not in chat.css.ts: a lazy chunk importing this file would split it
// into a render-blocking stylesheet of its own.)
globalStyle(
  `body:is(:has([data-cart-panel], [data-chat-panel], [data-burger][open], header details[open], dialog[open]), :has(#help-title)) ${orb}`,
  { display: 'none' },
);

// Phones, while the product page's buy bar is at the foot of the screen: the orb sits above it.
// Moved by a transform, not `bottom`: the bar hides once the page is live, and a move by transform
// is no layout shift (CLS 0 on the product page).
globalStyle(`body:has([data-buy-bar]:is(:not([data-live]), [data-shown])) ${orb}`, {
  '@media': {
    'screen and (max-width: 767px)': {
      transform: `translateY(calc(${vars.space.md} - 4.5rem - ${vars.space.sm}))`,
    },
  },
});
// …and what the browser scrolls into view stops above the orb there too (without JavaScript the bar
// never leaves, and a focused "Add to cart" would end under the raised orb).
globalStyle('html:has([data-buy-bar]:is(:not([data-live]), [data-shown]))', {
  '@media': { 'screen and (max-width: 767px)': { scrollPaddingBottom: `calc(4.5rem + ${STRIP})` } },
});
