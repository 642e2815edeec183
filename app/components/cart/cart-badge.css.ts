import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const wrapper = style({ position: 'relative', display: 'inline-block' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  // The item-added flag (500 ms desktop, 1 s mobile).
  selectors: { '&[data-item-added]': { fontWeight: 700 } },
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
