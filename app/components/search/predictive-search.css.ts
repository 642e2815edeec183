// The header's suggestions panel (its own chunk's styles): under the box on wide screens, the whole
// header's width on phones; never taller than the window below it (the component sets the height
// it has); the option the keyboard is on is highlighted.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: 0,
  right: 0,
  zIndex: 20,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minWidth: '20rem',
  maxHeight: '70vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 8px 24px rgba(15, 29, 36, 0.12)',
  '@media': {
    'screen and (max-width: 767px)': { minWidth: 0, left: vars.space.sm, right: vars.space.sm },
    'screen and (min-width: 768px)': { width: 'min(28rem, calc(100vw - 2rem))', left: 'auto' },
  },
});
export const listbox = style({ display: 'grid', gap: vars.space.xs });
export const group = style({ display: 'grid' });
export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.subtle },
    '&[aria-selected="true"]': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '-2px' },
  },
});
export const thumb = style({
  flex: '0 0 40px',
  width: '40px',
  height: '40px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const text = style({ display: 'grid', flex: 1, minWidth: 0 });
export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ color: vars.color.muted, fontSize: '0.85rem', whiteSpace: 'nowrap' });
export const all = style([option, { color: vars.color.accent, fontWeight: 600 }]);
export const note = style({ margin: 0, padding: vars.space.sm, color: vars.color.muted });
globalStyle(`${panel} mark`, { background: 'none', color: 'inherit', fontWeight: 700 });
