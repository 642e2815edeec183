import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.surface,
  lineHeight: 1.55,
});
globalStyle('img, video', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: vars.color.accent });
globalStyle('a:focus-visible, button:focus-visible', {
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});
globalStyle('h1, h2, h3', { lineHeight: 1.2 });
