// The header's search box and its suggestions panel. The panel (a lazily loaded chunk) is styled
// by data attributes under the form, so its chunk imports no style module and the first load's
// JavaScript carries no class names for it.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { SEARCH_LENS } from '~/styles/raster-icons';

// The lens: a raster data: URL (docs/decisions/177), drawn from design/icons/search-lens.svg.
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

const panel = `${form} [data-suggest]`;
globalStyle(panel, {
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  minWidth: '18rem',
  zIndex: 20,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(15, 29, 36, 0.12)',
});
globalStyle(`${panel} ul`, { listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
globalStyle(`${panel} a`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
});
globalStyle(`${panel} a:hover, ${panel} a:focus-visible`, { background: vars.color.subtle });
globalStyle(`${panel} [data-meta]`, { color: vars.color.muted, fontSize: '0.85rem', whiteSpace: 'nowrap' });
globalStyle(`${panel} [data-all]`, { color: vars.color.accent, fontWeight: 600 });
globalStyle(`${panel} p`, { margin: 0, padding: vars.space.sm, color: vars.color.muted });
