// The mock's env, from .env.example only (a developer's .env may point at a real store).
import { readFileSync } from 'node:fs';

export const mockEnv: Record<string, string> = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
      return match?.[1] && match[2] !== undefined && match[2] !== '' ? [[match[1], match[2]]] : [];
    }),
);

export const STORE = mockEnv.PUBLIC_STORE_DOMAIN!;
