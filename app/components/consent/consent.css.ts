// The cookie consent bar and settings (docs/decisions/consent-and-analytics.md): a fixed panel at the bottom, so it
// never moves the page (CLS 0) and never covers the header's cart button; theme variables only.
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape, compactPrimary, compactSecondary, focusRing } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  maxHeight: '80vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: '0 -6px 24px rgba(15, 29, 36, 0.12)',
  fontFamily: vars.font.body,
  selectors: {
    '&[hidden]': { display: 'none' },
    // A slow first load paints the page while its HTML still arrives: a half-parsed bar would grow
    // upwards as the rest comes (a layout shift). It shows once its last element is parsed.
    '&:not(:has([data-consent-message]))': { visibility: 'hidden' },
  },
});

// On phones the closed bar stays under a quarter of the screen (issue 49): a short sentence, the
// two buttons in one row and Manage under them; the longer words are behind Manage.
const phone = 'screen and (max-width: 767px)';

export const form = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  '@media': {
    [phone]: { paddingBlock: vars.space.sm, rowGap: vars.space.xs },
    // The buttons' column has a set width (the German pair, the widest, fits): sized by its words, it
    // would change width when the brand face swaps in, and the text beside it would re-wrap.
    'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) 19rem', alignItems: 'start' },
  },
});

export const title = style({
  margin: 0,
  fontSize: '1.125rem',
  lineHeight: 1.3,
  '@media': { [phone]: { fontSize: '1rem' } },
});
export const text = style({
  margin: 0,
  color: vars.color.muted,
  lineHeight: 1.5,
  fontSize: '0.9375rem',
  '@media': { [phone]: { fontSize: '0.875rem', lineHeight: 1.45 } },
});
globalStyle(`${text} a`, { color: vars.color.accent, fontWeight: 600 });

// From 768 px the buttons sit beside the text, and "Manage" just under them (the text's column is
// at least as tall as both); opened, the settings take the bar's whole width below.
const wide = 'screen and (min-width: 768px)';
globalStyle(`${form} > div:first-child`, { '@media': { [wide]: { minHeight: 96 } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [wide]: { gridColumn: 2, gridRow: 1 } },
});

export const primary = style({
  ...compactPrimary,
  flex: '1 1 auto',
  selectors: { '&:focus-visible': focusRing, '&:hover': { filter: 'brightness(1.1)' } },
});

export const secondary = style({
  ...compactSecondary,
  flex: '1 1 auto',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.subtle } },
});

export const manage = style({
  gridColumn: '1 / -1',
  '@media': {
    [wide]: {
      gridColumn: 2,
      gridRow: 1,
      marginTop: `calc(${vars.control.height} + ${vars.space.xs})`,
      justifySelf: 'end',
      selectors: { '&[open]': { gridColumn: '1 / -1', gridRow: 2, justifySelf: 'stretch', marginTop: 0 } },
    },
  },
});
globalStyle(`${manage}[open] > summary`, {
  '@media': { [wide]: { display: 'flex', width: 'fit-content', marginInlineStart: 'auto' } },
});

// <summary> as a button (Manage); the marker is hidden, the state is in aria via <details>.
export const summary = style({
  ...buttonShape,
  padding: '0 20px',
  listStyle: 'none',
  color: vars.color.accent,
  background: 'transparent',
  border: `2px solid transparent`,
  paddingInline: 0,
  textDecoration: 'underline',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': focusRing },
});

export const groups = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs });

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${vars.space.md}`,
  alignItems: 'center',
  minHeight: '44px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});

// A switch instead of the browser's checkbox; still a real checkbox for forms and assistive tech.
export const toggle = style({
  appearance: 'none',
  margin: 0,
  width: '44px',
  height: '26px',
  borderRadius: '13px',
  background: vars.color.line,
  position: 'relative',
  cursor: 'pointer',
  gridRow: 'span 2',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '20px',
      height: '20px',
      borderRadius: '50%',
      background: vars.color.surface,
      transition: 'transform 150ms ease-out',
    },
    '&:checked': { background: vars.color.accent },
    '&:checked::after': { transform: 'translateX(18px)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { transition: 'none' } } } },
});

export const groupName = style({ fontWeight: 700 });
export const groupPurpose = style({ color: vars.color.muted, fontSize: '0.875rem' });
export const save = style([primary, { marginTop: vars.space.sm, flex: 'none' }]);

// The footer's "Cookie settings" link (footer.tsx stays free of this module's class names).
globalStyle('footer form[data-consent] button', {
  minHeight: '44px',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});

// The script's message line, empty until /api/consent fails: no row gap for it meanwhile (it stays
// rendered, so a screen reader still hears what is written into it).
globalStyle(`${form} > [data-consent-message]:empty`, { marginTop: `calc(-1 * ${vars.space.sm})` });
globalStyle(`${form} > [data-consent-message]:empty`, {
  '@media': { [phone]: { marginTop: `calc(-1 * ${vars.space.xs})` } },
});

// The /consent page (settings without JavaScript) shows the same form in the page flow.
export const page = style({ position: 'static', boxShadow: 'none', border: 0, maxHeight: 'none' });
