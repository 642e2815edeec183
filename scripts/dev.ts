// `npm run dev`: the mock Shopify (unless .env names a real store) and `react-router dev` on :3000
// (DEV_PORT chooses another, e.g. for two checkouts side by side). Geo: scripts/dev-geo.ts.
import { projectEnv } from './project-env.ts';
import { run, startMockIfNeeded } from './processes.ts';

const env = projectEnv();
await startMockIfNeeded(env);
// The worker's log lines as production writes them: readable in a terminal, JSON when piped.
const dev = run('node_modules/.bin/react-router', ['dev', '--port', process.env.DEV_PORT ?? '3000'], {
  logLines: true,
});
dev.on('exit', (code) => process.exit(code ?? 0));
