// The language switch (header: a disclosure; footer: a row) and the suggestion bar.
import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { PHONE } from './header.css';

// Phones: the bar has no room for it; the burger's sheet and the footer hold the switch there.
// Before My Orders and the cart in the bar.
export const disclosure = style({ position: 'relative', order: -2, '@media': { [PHONE]: { display: 'none' } } });

export const summary = style({
  minWidth: 44,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.text.sm,
  textTransform: 'uppercase',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&::after': { content: '"▾"', fontSize: '0.7em' } },
});

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: '100%',
  zIndex: 50,
  display: 'grid',
  minWidth: '10rem',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(15, 29, 36, 0.14)',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const choice = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&[aria-current]': { fontWeight: 700, textDecoration: 'none', cursor: 'default' },
    '&:hover:not([aria-current])': { color: vars.color.accent },
  },
});

export const suggestion = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.glacier,
  color: vars.color.ink,
  fontSize: vars.text.sm,
});

/** The burger sheet's row: the label, then the three languages. */
export const sheetRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 52,
  paddingInlineStart: vars.space.sm,
  fontSize: vars.text.base,
});

export const sheetLabel = style({ fontSize: vars.text.md, fontWeight: vars.weight.semibold, marginInlineEnd: 'auto' });
