import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The files that hold the worker to a wall-clock budget (an answer within 5 s while an upstream
 * hangs or junk pours in). They run first, one at a time, so a second test file never competes
 * for the CPU with their stopwatch; everything else runs after them, two files at once.
 */
const DEADLINES = [
  'tests/integration/faults.test.ts',
  'tests/integration/stale.test.ts',
  'tests/integration/fuzz.test.ts',
  'tests/integration/fuzz-links.test.ts',
  'tests/mocks/catalogue-speed.test.ts',
  'tests/integration/chat.test.ts',
];

export default defineConfig({
  // Server-written HTML (galleries, notes) carries the class names of its vanilla-extract styles.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
    testTimeout: 15_000,
    // The worker's request lines (one per request, docs/operations.md) would fill the output: a test
    // that reads them spies on the console (tests/integration/operations.test.ts).
    onConsoleLog: (text, type) => !(type === 'stdout' && text.startsWith('{"level":"info"')),
    projects: [
      {
        extends: true,
        test: { name: 'deadlines', include: DEADLINES, maxWorkers: 1, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'rest',
          include: ['app/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: DEADLINES,
          // Vitest's default is one worker fewer than the cores: on our 2-core machines (CI
          // included) one file at a time. The files share nothing but the build.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
