// The secrets a deployment sets (wrangler.toml's [env.production.secrets]) and an env without the
// published examples of them (.env.example): what a production host runs with. The mock upstreams
// know only the examples, so here the secrets are unset (their features off) and the session has a
// secret of its own.
import { unstable_readConfig } from 'wrangler';
import { mockEnv } from './env';

process.env.WRANGLER_LOG ??= 'error';
const config = unstable_readConfig({ config: 'wrangler.toml', env: 'production' }) as unknown as {
  secrets?: { required?: string[] };
};

export const SECRET_NAMES: readonly string[] = config.secrets?.required ?? [];

export const productionEnv: Record<string, string> = {
  ...mockEnv,
  ...Object.fromEntries(SECRET_NAMES.map((name) => [name, ''])),
  SESSION_SECRET: 'a-secret-of-forty-bytes-for-this-test-xx',
};
