// The mock's env, from .env.example only (a developer's .env may point at a real store). The tests
// play the real edge: each shopper's cf-connecting-ip counts as Cloudflare's word
// (docs/decisions/http-and-hardening.md).
import { readFileSync } from 'node:fs';

export const exampleEnv: Record<string, string> = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      return match?.[1] && match[2] !== undefined && match[2] !== '' ? [[match[1], match[2]]] : [];
    }),
);

export const mockEnv: Record<string, string> = { ...exampleEnv, TRUST_EDGE_IP: 'true' };

export const STORE = mockEnv.PUBLIC_STORE_DOMAIN!;
