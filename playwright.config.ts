import { defineConfig } from '@playwright/test';

// Ports can be moved (PORT, PUBLIC_STORE_DOMAIN) to run two checkouts' suites side by side.
const PORT = Number(process.env.PORT ?? 8787);
// A second worker of the same build without the review widget's key (docs/decisions/reviews.md), for the
// specs that prove nothing of the widget loads then (tests/e2e/review-off.spec.ts).
const NO_REVIEW_PORT = PORT + 1;
const preview = {
  command: 'node --import tsx scripts/preview.ts',
  reuseExistingServer: !process.env.CI,
  timeout: 90_000,
  // SIGTERM lets scripts/preview.ts stop wrangler and workerd with it.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker: the mock's state is shared by every test, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  // No retries, in CI either: a test that passes only on its second try is a failure to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Visual baselines (tests/e2e/visual.spec.ts, docs/decisions/testing.md): one set, no OS or browser suffix (CI is
  // the same Debian Chromium). The tolerance is measured: runs on this machine, idle and busy, differed
  // by at most 11 pixels, each by one colour level; a price in another colour differs by 500.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.1,
      maxDiffPixels: 100,
    },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    // Headless Chromium calls itself HeadlessChrome, which isbot counts as a bot (bots get bare
    // error pages). The tests stand for people, so they present a regular Chrome.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true }, testIgnore: /review-off\.spec\.ts/ },
    // The visual baselines are taken once, with JavaScript (the panels need it).
    { name: 'no-js', use: { javaScriptEnabled: false }, testIgnore: /review-off\.spec\.ts|visual\.spec\.ts/ },
    {
      name: 'no-review-key',
      testMatch: /review-off\.spec\.ts/,
      use: { javaScriptEnabled: true, baseURL: `http://localhost:${NO_REVIEW_PORT}` },
    },
  ],
  // The specs play the real edge: a page's cf-connecting-ip stands for a shopper of its own
  // (docs/decisions/http-and-hardening.md).
  webServer: [
    { ...preview, url: `http://localhost:${PORT}/`, env: { PORT: String(PORT), TRUST_EDGE_IP: 'true' } },
    {
      ...preview,
      url: `http://localhost:${NO_REVIEW_PORT}/`,
      env: {
        PORT: String(NO_REVIEW_PORT),
        TRUST_EDGE_IP: 'true',
        PUBLIC_REVIEW_KEY: '',
        PUBLIC_REVIEW_STORE_DOMAIN: '',
      },
    },
  ],
});
