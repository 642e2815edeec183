import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: 60,
  overflow: 'hidden',
  background: 'rgba(0, 107, 122, 0.18)',
  visibility: 'hidden',
  // Hidden 300 ms after the last load ends.
  transition: 'visibility 0s linear 300ms',
  selectors: {
    // Shown once a load has taken 200 ms.
    '&[data-busy]': { visibility: 'visible', transitionDelay: '200ms' },
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      width: '40%',
      background: vars.color.accent,
      animation: `${sweep} 1.1s ease-in-out infinite`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none', width: '100%' } } } },
});
