import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: '-999px',
  selectors: {
    '&:focus': { left: vars.space.md, top: vars.space.md, background: vars.color.surface, padding: vars.space.sm },
  },
});

export const main = style({ maxWidth: vars.width.page, margin: '0 auto', padding: vars.space.md, minHeight: '60vh' });
