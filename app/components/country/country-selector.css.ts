import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

// One class per component keeps the class-name map out of the first-load JS. The selector sits in
// the footer's bottom row on the ink surface: label over select and button, payment marks beside.
export const section = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.ml,
  minWidth: 0,
  maxWidth: '100%',
});

globalStyle(`${section} form`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  minWidth: 0,
  maxWidth: '26rem',
});

globalStyle(`${section} label`, { gridColumn: '1 / -1', fontSize: vars.text.xs, color: vars.color.onInkMuted });

globalStyle(`${section} select`, {
  width: '100%',
  minWidth: 0,
  borderColor: vars.color.surface,
});

globalStyle(`${section} button`, {
  background: 'transparent',
  borderColor: vars.color.onInk,
  color: vars.color.onInk,
});
globalStyle(`${section} button:hover`, { background: vars.color.surface, color: vars.color.ink });

globalStyle(`${section} ul > li`, { boxShadow: 'none' });

export const notice = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.glacier,
  color: vars.color.ink,
});
