// The phones' buy bar (./buy-bar.tsx): fixed to the bottom of the screen, the product and
// price, and a primary "Add to cart". Without JavaScript it is always there (a link to the buy
// box); with it (`data-live`) it slides in once the buy box's button has scrolled away
// (`data-shown`, ./buy-bar-client.ts). From 768 px the buy box itself is sticky: no bar.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const phone = 'screen and (max-width: 767px)';

export const buyBar = style({
  display: 'none',
  '@media': {
    [phone]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: 20,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      // Edge to edge: on phones the chat's orb is in the header's bar, not at the screen's foot.
      padding: `${vars.space.sm} ${vars.space.md} calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.line}`,
      boxShadow: vars.shadow.md,
      transition: `transform ${vars.motion.base} ease-out, visibility ${vars.motion.base}`,
    },
  },
  selectors: {
    '&[data-live]:not([data-shown])': { transform: 'translateY(100%)', visibility: 'hidden' },
  },
});
globalStyle(`${buyBar} > p`, {
  display: 'grid',
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  margin: 0,
  fontSize: vars.text.xs,
  lineHeight: 1.3,
});
globalStyle(`${buyBar} > p > span`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
globalStyle(`${buyBar} > p > strong`, { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${buyBar} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.height,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: 700,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
globalStyle(`${buyBar} > a:hover`, { background: vars.color.accentHover, color: vars.color.accentInk });
globalStyle(`${buyBar} > a:active`, { background: vars.color.accentPressed });

// The page leaves room under its end for the bar, so it never covers the footer's last line.
globalStyle('body:has([data-buy-bar])', { '@media': { [phone]: { paddingBottom: '4.5rem' } } });
