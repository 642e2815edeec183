// The shop's own checkout pages (Klarna, thank you): one calm card in the middle of the page.
// One class; the order list, total, notes and buttons styled by element.
import { globalStyle, style } from '@vanilla-extract/css';
import { primaryLink } from '~/styles/button-recipe';
import { vars } from '~/styles/theme.css';

export const panel = style({
  maxWidth: '36rem',
  marginInline: 'auto',
  marginBlock: vars.space.lg,
  padding: vars.space.ml,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.lg } },
});
globalStyle(`${panel} > *`, { margin: 0 });
globalStyle(`${panel} h1`, { fontSize: vars.text.xl });
globalStyle(`${panel} ul`, {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${panel} li`, { paddingBlock: vars.space.sm, borderBottom: `1px solid ${vars.color.line}` });
globalStyle(`${panel} [role="alert"]`, { color: vars.color.danger, fontWeight: 600 });
globalStyle(`${panel} button`, { width: '100%', minHeight: '52px', fontSize: vars.text.md });
globalStyle(`${panel} form + form button`, {
  background: 'transparent',
  borderColor: vars.color.ink,
  color: vars.color.ink,
});
globalStyle(`${panel} form + form button:hover`, { background: vars.color.ink, color: vars.color.surface });
// "Continue shopping" on the thank-you page (in the page's language), as the primary way on.
export const shopLink = style(primaryLink);
