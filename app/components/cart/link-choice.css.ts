// The cart link's question: the two lists side by side when there is room, the three answers as
// full-width buttons on a phone and in one row beside each other on wider screens.
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape, primaryFill } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.ml, maxWidth: vars.width.measure });
export const intro = style({ margin: 0 });
export const lists = style({
  display: 'grid',
  gap: vars.space.ml,
  '@media': { '(min-width: 48rem)': { gridTemplateColumns: '1fr 1fr' } },
});
export const box = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.subtle,
  borderRadius: vars.radius.md,
});
export const heading = style({ margin: 0, fontSize: vars.text.md });
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const variant = style({ display: 'block', color: vars.color.muted, fontSize: vars.text.sm });
export const note = style({ margin: 0, fontWeight: 600 });

export const form = style({ display: 'grid', gap: vars.space.md });
export const answers = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  '@media': { '(min-width: 48rem)': { gridAutoFlow: 'column', gridAutoColumns: 'max-content' } },
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });
const answer = {
  ...buttonShape,
  padding: `${vars.space.sm} ${vars.space.ml}`,
  border: `2px solid ${vars.color.accent}`,
  textAlign: 'center',
} as const;
export const primary = style({ ...answer, ...primaryFill });
export const secondary = style({ ...answer, background: vars.color.surface, color: vars.color.accent });
globalStyle(`${primary}:hover`, { background: vars.color.accentHover, borderColor: vars.color.accentHover });
globalStyle(`${secondary}:hover`, { background: vars.color.glacier });
