import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const richText = style({ maxWidth: '46rem' });
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${richText} th, ${richText} td`, {
  border: `1px solid ${vars.color.line}`,
  padding: vars.space.sm,
  textAlign: 'left',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
});

export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const cardLink = style({ color: vars.color.ink, textDecoration: 'none' });

export const muted = style({ color: vars.color.muted });

export const breadcrumbs = style({
  display: 'flex',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  fontSize: '0.9rem',
});
