// The design tokens (../shared/DESIGN.md): palette, type scale, an 8 px spacing grid, radii,
// shadows, motion and one content width. Every component reads these; no raw colours elsewhere.
// This file only names the variables (a contract emits no CSS); their values are set on :root by
// ./theme-values.css.ts, which only the root's global styles import. So a lazy chunk that reads a
// token does not split the values into a stylesheet of their own (an extra render-blocking request
// on every page, docs/decisions/look-and-layout.md).
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const tokens = {
  color: {
    /** Deep ocean ink: text and dark surfaces. */
    ink: '#0b1f2a',
    /** Secondary text; 7:1 on white, 6.6:1 on ice. */
    muted: '#45585f',
    surface: '#ffffff',
    /** Ice white: light sections. */
    subtle: '#f5f9fb',
    /** Glacier blue: quiet backgrounds (badges, notices, hover). */
    glacier: '#d6e9f0',
    line: '#d3e0e6',
    /** Sea teal: links and primary actions (6.1:1 on white). */
    accent: '#006b7a',
    accentHover: '#005866',
    accentPressed: '#00434e',
    accentInk: '#ffffff',
    /** Signal green: only on ink surfaces (fails contrast on white). */
    signal: '#02f900',
    /** Text on ink surfaces. */
    onInk: '#e3eef2',
    onInkMuted: '#a9bec6',
    inkRaised: '#12303f',
    sale: '#b3261e',
    danger: '#b3261e',
  },
  font: {
    /** Inter (./fonts.css.ts, docs/decisions/look-and-layout.md), its metric-matched fallback, then the system's. */
    body: '"Inter Variable", "Inter fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  /** Weights of the variable face: display headings are confident, not heavy. */
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  /** Type scale (1.25): small print to display. */
  text: {
    xs: '0.8125rem',
    sm: '0.875rem',
    base: '1rem',
    md: '1.125rem',
    lg: '1.375rem',
    xl: '1.75rem',
    xxl: 'clamp(2rem, 1.5rem + 2.2vw, 2.75rem)',
    display: 'clamp(2.25rem, 1.5rem + 3.5vw, 4rem)',
  },
  /** The 8 px grid (xs is the half step). */
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    ml: '1.5rem',
    lg: '2rem',
    xl: '4rem',
    xxl: '6rem',
  },
  radius: { sm: '4px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 31, 42, 0.08)',
    md: '0 4px 16px rgba(11, 31, 42, 0.10)',
    lg: '0 16px 48px rgba(11, 31, 42, 0.18)',
  },
  motion: { fast: '150ms', base: '200ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
  /** Interactive controls are at least this tall (WCAG 2.2 target size, DESIGN.md). */
  control: { height: '44px' },
  // The measure is 70 characters of Inter at 16 px (706.5625 px), in rem: a `ch` follows the face
  // in use, so text would change width (and wrap) when the brand face swaps in for its fallback.
  width: { page: '72rem', measure: '44.16015625rem' },
};

export const vars = createThemeContract(tokens);

/** Sets the values on :root; called once, by ./theme-values.css.ts. */
export const setThemeValues = () => createGlobalTheme(':root', vars, tokens);
