// The header's search box. The suggestions panel is a lazily loaded chunk with its own styles
// (predictive-search.css.ts): nothing of it is in the first load's CSS or JavaScript.
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { SEARCH_LENS } from '~/styles/raster-icons';

// The lens: a raster data: URL (docs/decisions/look-and-layout.md), drawn from design/icons/search-lens.svg.
const LENS = `url("${SEARCH_LENS}")`;

// Phones: the box is a 44 px lens until it has focus, then it spans the header bar (the sticky
// header is its containing block), so the logo, cart and burger keep their room.
const phone = 'screen and (max-width: 767px)';

export const form = style({
  position: 'relative',
  flex: '1 1 12rem',
  maxWidth: '20rem',
  '@media': { [phone]: { position: 'static', flex: '0 0 44px', marginInlineStart: 'auto' } },
});
export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm} 0 2.25rem`,
  font: 'inherit',
  color: vars.color.ink,
  background: `${vars.color.subtle} ${LENS} no-repeat 0.6rem center / 1.1rem`,
  border: `1px solid transparent`,
  borderRadius: '999px',
  appearance: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.accent}`,
      outlineOffset: '1px',
      backgroundColor: vars.color.surface,
    },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
  '@media': {
    [phone]: {
      width: '44px',
      padding: 0,
      color: 'transparent',
      backgroundPosition: 'center',
      cursor: 'pointer',
      selectors: {
        '&::placeholder': { color: 'transparent' },
        [`${form}:focus-within &`]: {
          position: 'absolute',
          zIndex: 2,
          insetInline: vars.space.md,
          top: '50%',
          transform: 'translateY(-50%)',
          width: 'auto',
          padding: `0 ${vars.space.sm} 0 2.25rem`,
          color: vars.color.ink,
          backgroundPosition: '0.6rem center',
          cursor: 'text',
        },
        [`${form}:focus-within &::placeholder`]: { color: vars.color.muted },
      },
    },
  },
});

// The submit button: out of sight (Enter sends the box) until the keyboard focuses it, then a pill
// at the box's end (on a phone the box spans the header bar then, and so does its end).
export const submit = style({
  position: 'absolute',
  zIndex: 3,
  insetInlineEnd: '4px',
  top: '50%',
  transform: 'translateY(-50%)',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: '999px',
  font: 'inherit',
  color: vars.color.accentInk,
  background: vars.color.accent,
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      minHeight: 0,
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
  '@media': { [phone]: { insetInlineEnd: `calc(${vars.space.md} + 4px)` } },
});
