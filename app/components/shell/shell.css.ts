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

export const footer = style({ background: vars.color.subtle, marginTop: vars.space.xl, color: vars.color.muted });

export const footerInner = style({
  maxWidth: vars.width.page,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const footerHeading = style({ fontSize: '1rem', color: vars.color.ink, margin: `0 0 ${vars.space.sm}` });

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const address = style({ fontStyle: 'normal' });

export const legal = style({ gridColumn: '1 / -1', fontSize: '0.8rem', margin: 0 });
