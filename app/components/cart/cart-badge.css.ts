import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// Phones show the cart as an icon with its count (spec §2: "icons for … cart"): the word, long in
// German ("Warenkorb"), stays the link's name for screen readers; a 375 px header holds the logo,
// search, the language switch, the cart and the burger.
const PHONE = 'screen and (max-width: 767.98px)';
// A shopping bag, drawn by its mask in the link's colour.
const CART_ICON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23000' " +
  "stroke-width='2'%3E%3Cpath d='M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2'/%3E%3C/svg%3E\") center / contain no-repeat";

export const wrapper = style({ position: 'relative', display: 'inline-block' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  color: 'inherit',
  // The item-added flag (500 ms desktop, 1 s mobile): a colour, not a weight, so the word keeps its
  // width and nothing beside it moves.
  selectors: { '&[data-item-added]': { color: vars.color.accent } },
  '@media': {
    [PHONE]: {
      selectors: {
        '&::before': {
          content: '""',
          width: '24px',
          height: '24px',
          background: 'currentColor',
          mask: CART_ICON,
        },
      },
    },
  },
});
// The link's word: visible from 768 px, for screen readers only on phones (the icon shows it).
export const word = style({
  '@media': {
    [PHONE]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
export const count = style({
  minWidth: '1.4em',
  padding: '0 0.3em',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontSize: '0.8rem',
  textAlign: 'center',
});
// The count as words, for screen readers only.
export const label = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const status = style({
  selectors: { '&:empty': { display: 'none' } },
  position: 'absolute',
  right: 0,
  top: '100%',
  margin: 0,
  whiteSpace: 'nowrap',
  fontSize: '0.8rem',
  background: vars.color.surface,
  padding: vars.space.xs,
});
