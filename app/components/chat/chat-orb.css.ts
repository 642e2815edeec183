// The orb: server-rendered link styles, on every page's first load (kept small). It never covers
// what a shopper needs (docs/decisions/chat.md, "The orb on phones"): from 768 px a floating
// 48 px round "?" that sits in the page's margin where there is one, leaves the bottom strip to
// whatever the browser scrolls into view, and hides while a panel, menu or dialog is open; on
// phones, where it would float over the column, a quiet 44 px "?" in the header's bar.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const SIZE = '48px';
const PHONE = 'screen and (max-width: 767.98px)';
const FLOATS = 'screen and (min-width: 768px)';
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
  '@media': {
    // Phones: a round button of the bar, like the search's lens beside it.
    [PHONE]: {
      position: 'static',
      flex: 'none',
      width: vars.control.height,
      height: vars.control.height,
      marginInline: `${vars.space.xs} ${vars.space.xs}`,
      background: vars.color.subtle,
      color: vars.color.ink,
      boxShadow: 'none',
    },
    // Wide screens: the labelled pill with the signal-green dot, in the margin beside the column.
    [PILL]: { width: 'auto', padding: '0 1.1rem', fontSize: '1rem' },
  },
});
// The glyph in the bar: ink on glacier (the signal green is for dark surfaces only).
globalStyle(`${orb}::before`, { '@media': { [PHONE]: { color: vars.color.ink, fontSize: '1.25rem' } } });
globalStyle(`${orb}:hover`, { '@media': { [PHONE]: { background: vars.color.line, color: vars.color.ink } } });
globalStyle(`${orb}:focus-visible`, {
  '@media': { [PHONE]: { outline: `3px solid ${vars.color.accent}`, outlineOffset: '1px' } },
});
// The orb's wrapper (the panel is rendered beside the link) takes no room of its own in the bar.
export const dock = style({ display: 'contents' });
globalStyle(`${orb}::before`, {
  '@media': { [PILL]: { content: '""', width: '10px', height: '10px', borderRadius: '50%', background: '#02f900' } },
});

// Narrower screens, where the orb floats over the column: whatever the browser brings into view (a
// focused button, a fragment, find in page) stops above the orb's strip, not under it.
globalStyle('html', { '@media': { [FLOATS]: { scrollPaddingBottom: STRIP }, [BESIDE]: { scrollPaddingBottom: 0 } } });

// Room at the foot of every page, so the orb never covers the last links of the footer: inside the
// footer (its ink runs to the page's edge), not under it.
globalStyle('body > footer', { '@media': { [FLOATS]: { paddingBottom: '5rem' } } });

// A panel, menu or dialog is open (the cart's dropdown or overlay, the chat panel, the burger, a
// header menu, a video): the orb would only sit on it. On the chat page it would only open a second
// copy of the same chat. (Here, not in chat.css.ts: a lazy chunk importing this file would split it
// into a render-blocking stylesheet of its own.)
// In the phones' bar it keeps its place (the cart and the burger beside it do not move), unseen.
const OPEN = `body:is(:has([data-cart-panel], [data-chat-panel], [data-burger][open], header details[open], dialog[open]), :has(#help-title)) ${orb}`;
globalStyle(OPEN, { display: 'none', '@media': { [PHONE]: { display: 'inline-flex', visibility: 'hidden' } } });

// Phones, while the product page's buy bar is at the foot of the screen: what the browser scrolls
// into view stops above it (without JavaScript the bar never leaves).
globalStyle('html:has([data-buy-bar]:is(:not([data-live]), [data-shown]))', {
  '@media': { [PHONE]: { scrollPaddingBottom: '4.5rem' } },
});
