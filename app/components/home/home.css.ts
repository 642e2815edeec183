import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

const wide = 'screen and (min-width: 768px)';
const section = { marginBlock: vars.space.xl } as const;

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  background: `linear-gradient(160deg, ${vars.color.subtle} 0%, ${vars.color.glacier} 100%)`,
  borderRadius: vars.radius.lg,
  padding: `${vars.space.lg} ${vars.space.ml}`,
  marginTop: vars.space.sm,
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr', padding: `${vars.space.xl} ${vars.space.xl}` } },
});

export const heroText = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const headline = style({ fontSize: vars.text.display, margin: 0, lineHeight: 1.05 });

export const lede = style({ fontSize: vars.text.md, color: vars.color.muted, margin: 0, maxWidth: '34rem' });

export const heroImage = style({
  width: '100%',
  maxWidth: '32rem',
  justifySelf: 'center',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const values = style(section);
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
export const valueList = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
globalStyle(`${valueList} svg`, {
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  marginBottom: vars.space.sm,
});
globalStyle(`${valueList} h3`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${valueList} p`, { margin: 0, color: vars.color.muted });

export const story = style({
  ...section,
  display: 'grid',
  background: vars.color.ink,
  color: vars.color.onInk,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  '@media': { [wide]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' } },
});
export const storyImage = style({ width: '100%', height: '100%', objectFit: 'cover', maxHeight: '26rem' });
export const storyText = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.lg });
globalStyle(`${storyText} > *`, { margin: 0 });
globalStyle(`${storyText} h2`, { color: vars.color.surface });
export const storyEyebrow = style({
  color: vars.color.signal,
  fontSize: vars.text.xs,
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
