// The contact page's consent-gated map (app/components/contact/office-map.tsx). Its own module, so
// the consent bar's class names stay out of the contact page's chunk and vice versa.
import { style } from '@vanilla-extract/css';
import { compactPrimary, compactSecondary, focusRing } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

export const map = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
  background: vars.color.subtle,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const address = style({ margin: 0, lineHeight: 1.5 });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9375rem' });
export const frame = style({ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: vars.radius.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const load = style({ ...compactPrimary, selectors: { '&:focus-visible': focusRing } });
export const link = style({ ...compactSecondary, selectors: { '&:focus-visible': focusRing } });
