// The burger (phones, < 768 px): its button and the full-height sheet with expandable sections.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';
import { BAR, control, DESKTOP, PHONE } from './header.css';

export const burger = style({ '@media': { [DESKTOP]: { display: 'none' } } });

// The open sheet: the page under it does not scroll, and the header sits above the chat orb.
globalStyle('html:has([data-burger][open])', { '@media': { [PHONE]: { overflow: 'hidden' } } });
globalStyle('header:has([data-burger][open])', { zIndex: 100 });
// Open, the header sits at the top of the viewport (under it the fixed sheet), even with the
// language suggestion above it: its burger closes the sheet again.
globalStyle('header:has([data-burger][open])', {
  '@media': { [PHONE]: { position: 'fixed', top: 0, insetInline: 0 } },
});

export const burgerButton = style({
  ...control,
  width: 44,
  justifyContent: 'center',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const burgerIcon = style({
  width: 22,
  height: 2,
  background: 'currentColor',
  boxShadow: '0 -7px 0 currentColor, 0 7px 0 currentColor',
  transition: 'transform 150ms ease-out',
  selectors: { [`${burger}[open] &`]: { boxShadow: 'none', transform: 'rotate(45deg)' } },
});

globalStyle(`${burger}[open] ${burgerIcon}::after`, {
  content: '""',
  display: 'block',
  width: 22,
  height: 2,
  background: 'currentColor',
  transform: 'rotate(90deg)',
});

export const sheet = style({
  position: 'fixed',
  inset: `${BAR} 0 0 0`,
  overflowY: 'auto',
  background: vars.color.surface,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.line}`,
});

export const sheetList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

globalStyle(`${sheetList} > li`, { borderBottom: `1px solid ${vars.color.line}` });

export const sheetSummary = style({
  ...control,
  width: '100%',
  minHeight: 52,
  justifyContent: 'space-between',
  fontSize: '1.125rem',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: '1.5rem', fontWeight: 400 },
    'details[open] > &::after': { content: '"−"' },
  },
});

export const sheetSection = style({ paddingBottom: vars.space.xs });

export const sheetLink = style({ ...control, width: '100%', minHeight: 52, fontSize: '1.125rem', gap: vars.space.sm });
