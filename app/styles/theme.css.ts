import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#0f1d24',
    muted: '#53626b',
    surface: '#ffffff',
    subtle: '#f2f6f7',
    line: '#d9e2e6',
    accent: '#006b7a',
    accentInk: '#ffffff',
    sale: '#b3261e',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '4rem' },
  radius: { sm: '4px', md: '10px' },
  width: { page: '72rem' },
});
