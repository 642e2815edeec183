// The brand typeface (docs/decisions/look-and-layout.md): Inter, variable weight, self-hosted from
// @fontsource-variable/inter. Two subsets: latin (every page; preloaded by the root's `links`) and
// latin-ext (ŝ, ł, … only where a page has such a letter: the browser fetches a subset only for
// the characters its unicode-range covers). `font-display: swap` shows the text at once in the
// fallback below, whose metrics are matched to Inter's so the swap moves nothing (CLS 0).
import { globalFontFace } from '@vanilla-extract/css';

/** The family name every stack starts with (./theme.css.ts). */
export const BRAND_FONT = 'Inter Variable';
/** The metric-matched stand-in while Inter loads. */
export const FALLBACK_FONT = 'Inter fallback';

// Bare package paths: Vite resolves them and emits the files as hashed assets (the root's
// preload link imports the latin file, so both name the same asset).
const files = '@fontsource-variable/inter/files';

globalFontFace(BRAND_FONT, [
  {
    src: `url("${files}/inter-latin-ext-wght-normal.woff2") format("woff2-variations")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
  {
    src: `url("${files}/inter-latin-wght-normal.woff2") format("woff2-variations")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
]);

// Inter's vertical metrics: ascender 0.96875 em, descender 0.2412 em, no line gap. The widths were
// measured in Chromium on the shop's German, French and English copy: Inter at 400 is 6.4 % wider
// than Arial (Liberation Sans on Linux, the same metrics), Inter at 600–700 2.2 % wider than Arial
// Bold, but its bold figures 10.5 % wider (a face of their own, last so it wins for 0–9: sizes in
// option pills, prices). Each override is Inter's metric divided by the size adjustment, so every
// face keeps Inter's line box.
const fallback = (sizeAdjust: number) => ({
  sizeAdjust: `${sizeAdjust}%`,
  ascentOverride: `${((96.875 / sizeAdjust) * 100).toFixed(2)}%`,
  descentOverride: `${((24.12 / sizeAdjust) * 100).toFixed(2)}%`,
  lineGapOverride: '0%',
});

globalFontFace(FALLBACK_FONT, [
  {
    src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans"), local("Helvetica")',
    fontWeight: '100 549',
    ...fallback(106.4),
  },
  {
    src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Helvetica Bold")',
    fontWeight: '550 900',
    ...fallback(102.2),
  },
  {
    src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold"), local("Helvetica Bold")',
    fontWeight: '550 900',
    unicodeRange: 'U+0030-0039',
    ...fallback(110.5),
  },
]);
