// `npm run preview`: the mock Shopify and the built worker in workerd (wrangler) on :8787.
import { existsSync } from 'node:fs';
import { projectEnv } from './project-env.ts';
import { startMockIfNeeded, startWorker } from './processes.ts';

if (!existsSync('dist/server/index.js')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const env = projectEnv();
await startMockIfNeeded(env);
const port = Number(process.env.PORT ?? 8787);
// The worker's log lines as production writes them: readable in a terminal, JSON when piped.
const worker = startWorker(env, port, [], { logLines: true });
console.log(`[preview] http://localhost:${port}`);
worker.on('exit', (code) => process.exit(code ?? 0));
