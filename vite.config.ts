import { reactRouter } from '@react-router/dev/vite';
import { hydrogen } from '@shopify/hydrogen/vite';
import { oxygen } from '@shopify/mini-oxygen/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { projectEnv } from './scripts/project-env.ts';

export default defineConfig({
  plugins: [hydrogen(), oxygen({ env: projectEnv() }), reactRouter(), vanillaExtractPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  server: { port: 3000, strictPort: true },
  build: {
    // A strict CSP: no assets inlined as data: URLs.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router', 'isbot'],
    },
  },
});
