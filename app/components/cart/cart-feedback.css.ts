// The confirmation after an add on a phone (spec §4: the 1 s item-added flag): a toast at the
// bottom of the screen, and the badge's count pops.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import * as badge from './cart-badge.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
const pop = keyframes({ '50%': { transform: 'scale(1.35)' } });

export const toast = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 70,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 48,
  display: 'flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.ink,
  color: vars.color.surface,
  fontWeight: 600,
  boxShadow: '0 8px 24px rgba(15, 29, 36, 0.25)',
  animation: `${rise} 200ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// Only the count pops: the word beside it keeps its size (scaled with it, "Warenkorb" ran under the
// badge and read "Warenkor" for the animation's length).
globalStyle(`[data-cart] [data-item-added] > ${badge.count}`, {
  animation: `${pop} 400ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
