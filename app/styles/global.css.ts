// Element defaults. Controls get the brand look through zero-specificity `:where()` rules, so a
// component's own class always wins and no control anywhere keeps the browser's default look.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { SELECT_CHEVRON } from './raster-icons';
import './theme-values.css';
import './payment-marks.css';
import './fonts.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The scrollbar's room is kept from the first paint: a page that grows past the window while it
// loads does not narrow (and move) everything when its scrollbar appears.
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: vars.space.xl, scrollbarGutter: 'stable' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.text.base,
  color: vars.color.ink,
  background: vars.color.surface,
  lineHeight: 1.6,
  overflowWrap: 'break-word',
});
globalStyle('img, video, svg', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '0.18em' });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });
// The display scale (docs/decisions/look-and-layout.md): size carries the hierarchy, with tighter tracking as the
// type grows; weight steps down from the page's title, so not every heading is the same heavy bold.
globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, letterSpacing: '-0.011em', margin: `0 0 ${vars.space.md}` });
globalStyle('h1', {
  fontSize: vars.text.xxl,
  fontWeight: vars.weight.bold,
  lineHeight: 1.1,
  letterSpacing: '-0.025em',
});
globalStyle('h2', { fontSize: vars.text.xl, fontWeight: vars.weight.semibold, letterSpacing: '-0.02em' });
globalStyle('h3', { fontSize: vars.text.md, fontWeight: vars.weight.semibold });
globalStyle('h4', { fontSize: vars.text.base, fontWeight: vars.weight.semibold });
// Prices and quantities line up: Inter's tabular figures wherever a figure is marked as data.
globalStyle('data, output, td, s, del', { fontVariantNumeric: 'tabular-nums' });
globalStyle(':is(h1, h2, h3) a', { color: 'inherit', textDecorationThickness: '1px' });
globalStyle('h1 + h2, h1 + section, h1 + nav', { marginTop: vars.space.lg });
globalStyle('p, ul, ol, dl, table, figure, pre', { marginTop: 0, marginBottom: vars.space.md });
globalStyle('table', { borderCollapse: 'collapse', width: '100%' });
globalStyle('th, td', { textAlign: 'left', padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0` });
globalStyle('pre, code', { fontSize: vars.text.sm });
globalStyle('pre', { overflowX: 'auto', maxWidth: '100%' });
globalStyle('hr', { border: 0, borderTop: `1px solid ${vars.color.line}`, margin: `${vars.space.lg} 0` });
globalStyle('::selection', { background: vars.color.glacier });

// Controls: brand baseline (44 px, the type, rounded, focus ring).
globalStyle(':where(button, input, select, textarea)', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });
globalStyle(':where(button, [type="submit"], [type="button"])', {
  minHeight: vars.control.height,
  padding: `0 ${vars.space.ml}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: vars.weight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease-out, border-color ${vars.motion.fast} ease-out`,
});
globalStyle(':where(button, [type="submit"], [type="button"]):where(:hover)', { background: vars.color.accentHover });
globalStyle(':where(button, [type="submit"], [type="button"]):where(:active)', {
  background: vars.color.accentPressed,
});
globalStyle(':where(button, [type="submit"], [type="button"]):where(:disabled)', {
  opacity: 0.55,
  cursor: 'not-allowed',
});
globalStyle(
  ':where(input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="submit"]), select, textarea)',
  {
    minHeight: vars.control.height,
    padding: `${vars.space.sm} 0.75rem`,
    border: `1px solid #7b8e96`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.ink,
    maxWidth: '100%',
  },
);
globalStyle(':where(select)', {
  appearance: 'none',
  paddingRight: '2.5rem',
  // A raster data: URL, not SVG (docs/decisions/look-and-layout.md): drawn from design/icons/select-chevron.svg.
  backgroundImage: `url("${SELECT_CHEVRON}")`,
  backgroundSize: '12px 8px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 0.875rem center',
});
globalStyle(':where(input, select, textarea):where(:focus-visible)', {
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '1px',
  borderColor: vars.color.accent,
});
globalStyle(':where([aria-invalid="true"])', { borderColor: vars.color.danger });
globalStyle(':where(input[type="checkbox"], input[type="radio"])', {
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.accent,
});
globalStyle(':where(label)', { fontWeight: 600 });
globalStyle(':where(fieldset)', { border: 0, padding: 0, margin: 0, minWidth: 0 });
globalStyle(':where(legend)', { fontWeight: 600, padding: 0, marginBottom: vars.space.sm });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
