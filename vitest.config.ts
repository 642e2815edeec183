import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: on our 2-core machines (CI included)
    // that is one file at a time. Two let the integration files that wait on upstream deadlines
    // (faults, stale: ~45 s of waiting) overlap with the rest. Files share nothing but the build.
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
