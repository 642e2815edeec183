// The worker runs the production builds of React and React Router: their development builds check
// and warn on every render (React Router 7 maps every export condition to its development build,
// remix-run/react-router#14102; vite.config.ts takes its production files for a build).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const bundle = readFileSync(new URL('../../dist/server/index.js', import.meta.url), 'utf8');

describe('the worker bundle', () => {
  it.each([
    // React's development builds (react, react-dom/server, the JSX runtime).
    ['react.development', /react(-dom-server\.[a-z]+|-jsx-runtime)?\.development/],
    ['React’s dev-only checks', /Each child in a list should have a unique "key" prop|jsxDEV/],
    // React Router's development build: its dev warnings (ENABLE_DEV_WARNINGS).
    ['React Router’s dev warnings', /You rendered descendant <Routes>/],
  ])('has no %s', (_, marker) => {
    expect(bundle).not.toMatch(marker);
  });

  it('is the built worker (the check reads real code)', () => {
    expect(bundle).toContain('streamController');
  });
});
