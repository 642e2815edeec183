import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
});

export const card = style({ display: 'grid', gap: vars.space.sm });

export const cardLink = style({ color: vars.color.ink, textDecoration: 'none' });
