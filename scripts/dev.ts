// `npm run dev`: the mock Shopify (unless .env names a real store) and `react-router dev` on :3000.
import { projectEnv } from './project-env.ts';
import { run, startMockIfNeeded } from './processes.ts';

const env = projectEnv();
await startMockIfNeeded(env);
const dev = run('node_modules/.bin/react-router', ['dev', '--port', '3000']);
dev.on('exit', (code) => process.exit(code ?? 0));
