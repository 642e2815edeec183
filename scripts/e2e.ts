// `npm run test:e2e`: Playwright against the built worker in workerd, in Debian's Chromium.
// Installs Chromium with apt-get when it is missing and we are root; otherwise says how.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('[e2e] Chromium is missing: installing Debian’s chromium with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `[e2e] Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH). Do not run `playwright install`: it downloads from outside.',
    );
    process.exit(1);
  }
}

if (!existsSync('dist/server/index.js')) execSync('npx react-router build', { stdio: 'inherit' });

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
process.exit(result.status ?? 1);
