import { reactRouter } from '@react-router/dev/vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { oxygen } from '@shopify/mini-oxygen/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { projectEnv } from './scripts/project-env.ts';
import { devGeo } from './scripts/dev-geo.ts';

const builtAt = new Date().toISOString();
function buildId() {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return builtAt.replace(/\D/g, '').slice(0, 14);
  }
}

const productionReactRouter = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  define: { __BUILD_ID__: JSON.stringify(buildId()), __BUILD_TIME__: JSON.stringify(builtAt) },
  plugins: [
    hydrogen(),
    // Before mini-oxygen: its default geo (US) would price the main site in USD (scripts/dev-geo.ts).
    devGeo(projectEnv()),
    // mini-oxygen is Oxygen: .env.example's empty EDGE_PLATFORM must not override that.
    oxygen({ env: { ...projectEnv(), EDGE_PLATFORM: projectEnv().EDGE_PLATFORM || 'oxygen' } }),
    reactRouter(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // React Router 7 maps every export condition to its development build (remix-run/react-router
      // #14102, open): a build takes its production files, as React's own entry does by NODE_ENV.
      // Both bundles (worker and browser) carry one copy each, so no module sees the other build.
      ...(command === 'build' ? productionReactRouter : []),
    ],
  },
  server: { port: 3000, strictPort: true },
  build: {
    // A strict CSP: no assets inlined as data: URLs.
    assetsInlineLimit: 0,
  },
  environments: {
    // The worker bundle is minified but keeps its names (compress + whitespace, no mangling): ~25 %
    // smaller to upload and parse at isolate start, and a stack trace still names the functions
    // (the source map beside it maps them back to the sources; docs/decisions/platform.md).
    ssr: {
      build: {
        sourcemap: true,
        rolldownOptions: {
          output: { minify: { compress: true, mangle: false, codegen: { removeWhitespace: true } } },
        },
      },
    },
    // React, react-dom and React Router in one browser chunk: every page loads all three anyway, and
    // one chunk compresses ~0.8 KB smaller than three (first-load JS budget, docs/decisions/cart.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Vite's preload helper rides with the framework: as a chunk of its own it costs the first
              // load an extra request and ~100 B of lost compression.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/,
                },
                // The app's small modules that the root and the routes share (the hydration hook, the canonical links of lib/seo/seo that the routes' social tags
                // use too, the page's words and links of lib/i18n): one chunk, not one request and
                // one module wrapper each.
                {
                  name: 'shared',
                  test: /app[\\/](hooks[\\/]|lib[\\/]seo[\\/]seo\.ts|lib[\\/]i18n[\\/](use-messages|languages)\.ts)/,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router', 'isbot'],
    },
  },
}));
