import { defineConfig } from '@playwright/test';
import { mockPort, projectEnv } from './scripts/project-env.ts';

// Ports can be moved (PORT, PUBLIC_STORE_DOMAIN) to run two checkouts' suites side by side.
const PORT = Number(process.env.PORT ?? 8787);
// A second worker of the same build without the review widget's key (docs/decisions/090), for the
// specs that prove nothing of the widget loads then (tests/e2e/review-off.spec.ts).
const NO_REVIEW_PORT = PORT + 1;
const preview = {
  command: 'node --import tsx scripts/preview.ts',
  reuseExistingServer: !process.env.CI,
  timeout: 90_000,
  // SIGTERM lets scripts/preview.ts stop wrangler and workerd with it.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};

// Lanes: every Playwright worker gets a stack of its own (a mock, the worker and its no-review twin),
// because the mock's state (carts, request log, faults) is shared by whoever talks to it. Lane n
// serves on PORT + 2n (and PORT + 2n + 1) against the mock on its port + n; tests/e2e/fixtures.ts
// points each test at its worker's lane (TEST_PARALLEL_INDEX). One lane unless E2E_WORKERS says
// more: two lanes showed no gain on a saturated shared machine (load 15+), and no full run with two
// lanes has passed yet; try E2E_WORKERS=2 on an idle 2-core machine before making it the default.
const LANES = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const env = projectEnv();
const MOCK_PORT = mockPort(env);

/** The env of lane n: every URL of the mock and of the site moved to the lane's ports. */
function laneEnv(lane: number, port: number): Record<string, string> {
  if (lane === 0) return { PORT: String(port) };
  const moved: Record<string, string> = { PORT: String(port + 2 * lane) };
  for (const [key, value] of Object.entries(env)) {
    let next = value;
    if (MOCK_PORT !== null) next = next.replaceAll(`127.0.0.1:${MOCK_PORT}`, `127.0.0.1:${MOCK_PORT + lane}`);
    next = next.replace(new RegExp(`^(https?://(?:localhost|127\\.0\\.0\\.1)):${PORT}$`), `$1:${PORT + 2 * lane}`);
    if (next !== value) moved[key] = next;
  }
  return moved;
}

export default defineConfig({
  testDir: 'tests/e2e',
  workers: LANES,
  // Files, not tests, are spread over the workers: a file's tests may build on one another's pages.
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
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
    { name: 'no-js', use: { javaScriptEnabled: false }, testIgnore: /review-off\.spec\.ts/ },
    {
      name: 'no-review-key',
      testMatch: /review-off\.spec\.ts/,
      use: { javaScriptEnabled: true, baseURL: `http://localhost:${NO_REVIEW_PORT}` },
    },
  ],
  webServer: Array.from({ length: LANES }, (_, lane) => [
    { ...preview, url: `http://localhost:${PORT + 2 * lane}/`, env: laneEnv(lane, PORT) },
    {
      ...preview,
      url: `http://localhost:${NO_REVIEW_PORT + 2 * lane}/`,
      env: {
        ...laneEnv(lane, PORT),
        PORT: String(NO_REVIEW_PORT + 2 * lane),
        PUBLIC_REVIEW_KEY: '',
        PUBLIC_REVIEW_STORE_DOMAIN: '',
      },
    },
  ]).flat(),
});
