// The header, its dropdown panels and the burger's sheet. Timing (spec §9): a panel opens 150 ms
// after the pointer arrives and closes 300 ms after it leaves, through transition delays alone.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const DESKTOP = 'screen and (min-width: 768px)';
export const PHONE = 'screen and (max-width: 767.98px)';
/** Desktop menus in little room: German and French labels need the bar's spare space. */
const TABLET = 'screen and (min-width: 768px) and (max-width: 1099.98px)';
/** Room for the tagline beside the wordmark. */
const WIDE = 'screen and (min-width: 1200px)';
/** The one bar (docs/decisions/look-and-layout.md): 64 px, its border included in the 72 px the design allows. */
export const BAR = '4rem';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  transition: 'box-shadow 200ms ease-out',
  selectors: { '&[data-scrolled]': { boxShadow: '0 2px 12px rgba(15, 29, 36, 0.12)' } },
});

export const bar = style({
  position: 'relative',
  maxWidth: vars.width.page,
  height: BAR,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // Logo, search, language, cart and burger in 375 px (and 320 px) without a scroll sideways.
  '@media': {
    [PHONE]: { gap: vars.space.sm },
    [TABLET]: { gap: vars.space.xs },
    'screen and (max-width: 359.98px)': { gap: vars.space.xs, padding: `0 ${vars.space.sm}` },
  },
});

/** The wordmark and, where the logo bar's routes show it, the tagline beside it (./logo-rules.ts). */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 'none',
  marginInlineEnd: vars.space.sm,
  '@media': { [PHONE]: { marginInlineEnd: 0 } },
});

export const logo = style({
  fontWeight: vars.weight.bold,
  fontSize: '1.375rem',
  letterSpacing: '-0.03em',
  color: vars.color.ink,
  textDecoration: 'none',
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  '@media': {
    [TABLET]: { fontSize: '1.125rem' },
    'screen and (max-width: 359.98px)': { fontSize: '1.125rem' },
  },
});

// Two quiet lines beside the wordmark, on wide screens only (docs/decisions/look-and-layout.md): the logo bar's tagline
// without a bar of its own.
export const tagline = style({
  display: 'none',
  maxWidth: '15rem',
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.text.xs,
  lineHeight: 1.3,
  '@media': {
    [WIDE]: { selectors: { [`${header}:not([data-logo-bar]) &`]: { display: 'block' } } },
  },
});

export const contents = style({ display: 'contents' });

// As tall as the bar, its menus centred inside: its box stays put while its menus arrive.
export const desktopNav = style({
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  '@media': { [PHONE]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [TABLET]: { gap: 0 } },
});

export const navItem = style({});

export const disclosure = style({});

export const control = {
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const trigger = style({
  ...control,
  listStyle: 'none',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  '@media': { [TABLET]: { paddingInline: vars.space.xs } },
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '""',
      width: 7,
      height: 7,
      borderRight: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'translateY(-2px) rotate(45deg)',
    },
    '&:hover': { background: vars.color.subtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 2 },
  },
});

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: '0 12px 24px rgba(15, 29, 36, 0.12)',
  visibility: 'hidden',
  opacity: 0,
  // Closing: 300 ms after the pointer leaves, then a short fade.
  transition: 'opacity 150ms ease-out 300ms, visibility 0s linear 450ms',
  selectors: {
    // Hover opens after 150 ms.
    [`${navItem}:hover > &`]: { visibility: 'visible', opacity: 1, transitionDelay: '150ms, 150ms' },
    // A click or tap (the <details> is open), keyboard focus on the trigger, or focus inside: at once.
    [`${disclosure}[open] + &, ${navItem}:has(${trigger}:focus-visible) > &, &:focus-within`]: {
      visibility: 'visible',
      opacity: 1,
      transitionDelay: '0s, 0s',
    },
    // Escape (./header-client.ts), or the cart opened (spec §4): shut at once.
    // (The header's class raises the rule above the focus rules.)
    [`${header} ${navItem}[data-dismissed] > &, ${header}:has([data-cart-panel]) &`]: {
      visibility: 'hidden',
      opacity: 0,
      transitionDelay: '0s, 0s',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s, 0s' } },
});

export const panelInner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const group = style({});

export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: '0.8rem',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.muted,
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const menuLink = style({
  ...control,
  gap: vars.space.sm,
  fontWeight: 500,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  selectors: { '&:hover': { background: vars.color.subtle } },
});

globalStyle(`${menuLink} img`, { borderRadius: vars.radius.sm, background: vars.color.subtle, flex: 'none' });

export const note = style({ display: 'block', fontSize: '0.8rem', fontWeight: 400, color: vars.color.muted });

export const actions = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [PHONE]: { gap: 0 }, [TABLET]: { gap: 0 } },
});

// My Orders (spec §2: "icons for login (My Orders) and cart"): a person drawn in CSS, its words
// for screen readers and as a tooltip; on phones it is a row of the burger's sheet.
export const action = style({
  ...control,
  order: -1,
  position: 'relative',
  width: 44,
  padding: 0,
  justifyContent: 'center',
  '@media': { [PHONE]: { display: 'none' } },
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      transform: 'translateX(-50%)',
      border: '2px solid currentColor',
    },
    '&::before': { top: 11, width: 11, height: 11, borderRadius: '50%' },
    '&::after': { bottom: 11, width: 20, height: 9, borderBottom: 0, borderRadius: '10px 10px 0 0' },
    '&:hover': { background: vars.color.subtle },
  },
});

// A slow load paints the header while its HTML arrives (docs/decisions/look-and-layout.md): the search and actions, at
// the bar's right end, show once the header is whole (each later one would push them left), and a
// menu only with its <summary> (before it, the browser's own "Details").
globalStyle(`${header}:not(:has(~ main)) :is(${bar} > form, ${actions})`, { visibility: 'hidden' });
globalStyle(`${header} details:not(:has(> summary))`, { display: 'none' });
