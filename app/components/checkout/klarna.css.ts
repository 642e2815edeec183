// The Klarna page: the Klarna mark and the title, then the payment card (the widget, the primary
// "Buy with Klarna" and the standard checkout as the quiet way out) beside the order summary on
// wide screens; on phones the summary comes first. Buttons are DESIGN.md's primary and secondary.
import { globalStyle, style } from '@vanilla-extract/css';
import { buttonShape, focusRing, primaryFill } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

const wide = 'screen and (min-width: 900px)';

export const page = style({
  maxWidth: '64rem',
  marginInline: 'auto',
  marginBlock: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"head" "summary" "pay"',
  gap: vars.space.ml,
  '@media': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateAreas: '"head head" "pay summary"',
      gap: vars.space.lg,
      alignItems: 'start',
    },
  },
});
export const head = style({ gridArea: 'head', display: 'flex', alignItems: 'center', gap: vars.space.md });
globalStyle(`${head} h1`, { margin: 0, fontSize: vars.text.xxl, lineHeight: 1.15 });
export const mark = style({ flex: 'none', width: '4.5rem', height: 'auto' });

const card = {
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.ml,
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface,
} as const;

export const pay = style({ ...card, gridArea: 'pay', boxShadow: vars.shadow.md });
globalStyle(`${pay} > *`, { margin: 0 });
globalStyle(`${pay} [role="alert"]`, { color: vars.color.danger, fontWeight: 600 });
export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.subtle,
  color: vars.color.muted,
});
export const widget = style({ selectors: { '&:empty': { display: 'none' } } });

const wideButton = { ...buttonShape, width: '100%', minHeight: '52px', fontSize: vars.text.md, border: 0 } as const;
export const buy = style({
  ...wideButton,
  ...primaryFill,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentHover },
    '&:active:not(:disabled)': { background: vars.color.accentPressed },
    '&:focus-visible': focusRing,
    // Until Klarna's form is ready (and without JavaScript): still the primary action, not yet live.
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
export const standard = style({
  ...wideButton,
  color: vars.color.ink,
  background: vars.color.surface,
  border: `2px solid ${vars.color.ink}`,
  selectors: {
    '&:hover': { background: vars.color.ink, color: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const summary = style({ ...card, gridArea: 'summary', background: vars.color.subtle });
globalStyle(`${summary} h2`, { margin: 0, fontSize: vars.text.md });
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'center',
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
});
globalStyle(`${line} img`, {
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
globalStyle(`${line} > div`, { display: 'grid', gap: '2px', minWidth: 0 });
globalStyle(`${line} > div > span`, { color: vars.color.muted, fontSize: vars.text.sm });
export const price = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const totals = style({ margin: 0, display: 'grid', gap: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
globalStyle(`${totals} dd`, { margin: 0 });
export const grand = style({ paddingTop: vars.space.sm, fontSize: vars.text.md, fontWeight: 700 });
