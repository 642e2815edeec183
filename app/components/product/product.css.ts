import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '3fr 2fr' } },
});

export const gallery = style({ display: 'grid', gap: vars.space.md });

export const details = style({ display: 'grid', alignContent: 'start', gap: vars.space.sm });

export const vendor = style({ color: vars.color.muted, margin: 0, textTransform: 'uppercase', fontSize: '0.8rem' });

export const price = style({ fontSize: '1.4rem', display: 'flex', gap: vars.space.md, margin: 0 });

export const option = style({ border: 0, padding: 0, margin: `${vars.space.sm} 0` });

export const values = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

const chip = {
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.ink,
} as const;

export const value = style(chip);

export const valueSelected = style({
  ...chip,
  borderColor: vars.color.ink,
  background: vars.color.ink,
  color: vars.color.surface,
});

export const sku = style({ color: vars.color.muted, fontSize: '0.85rem' });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.subtle,
});
