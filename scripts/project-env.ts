// The environment every local run gives the worker: .env.example (the mock's values), overlaid
// by .env when a developer has one (e.g. a real store), overlaid by the process environment.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

function parseDotenv(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) result[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return result;
}

export function projectEnv(root = process.cwd()): Record<string, string> {
  const read = (name: string) => {
    const path = resolve(root, name);
    return existsSync(path) ? parseDotenv(readFileSync(path, 'utf8')) : {};
  };
  const merged: Record<string, string> = { ...read('.env.example'), ...read('.env') };
  for (const key of Object.keys(merged)) {
    const fromProcess = process.env[key];
    if (fromProcess !== undefined) merged[key] = fromProcess;
  }
  return merged;
}

/** The port of the mock when PUBLIC_STORE_DOMAIN points at it (http://127.0.0.1:PORT), else null. */
export function mockPort(env: Record<string, string>): number | null {
  const match = /^http:\/\/127\.0\.0\.1:(\d+)\/?$/.exec(env.PUBLIC_STORE_DOMAIN ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
