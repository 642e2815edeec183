// The review widget's configuration (docs/decisions/reviews.md): null unless a public key and a store
// domain are both set (spec §1, §5). Script and API default to Fera's hosts.
import type { AppEnv } from '~/lib/context/env.server';

const FERA_SCRIPT = 'https://cdn.fera.ai/js/fera.js';
const FERA_API = 'https://api.fera.ai';

export interface ReviewConfig {
  key: string;
  store: string;
  scriptUrl: string;
  apiUrl: string;
}

export function reviewConfig(env: AppEnv): ReviewConfig | null {
  if (!env.PUBLIC_REVIEW_KEY || !env.PUBLIC_REVIEW_STORE_DOMAIN) return null;
  return {
    key: env.PUBLIC_REVIEW_KEY,
    store: env.PUBLIC_REVIEW_STORE_DOMAIN,
    scriptUrl: env.PUBLIC_REVIEW_SCRIPT_URL ?? FERA_SCRIPT,
    apiUrl: (env.PUBLIC_REVIEW_API_URL ?? FERA_API).replace(/\/$/, ''),
  };
}

/** The origins the browser talks to for the widget (script, API), for the review pages' CSP. */
export function reviewOrigins(env: AppEnv): string[] {
  const config = reviewConfig(env);
  return config ? [...new Set([new URL(config.scriptUrl).origin, new URL(config.apiUrl).origin])] : [];
}
