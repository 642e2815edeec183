// Where the chat's conversations live (docs/decisions/chat.md): a Workers KV namespace (binding
// CHAT_KV) in production and under `npm run preview`; where the worker has no such binding (the
// Vitest harness, `npm run dev`, Oxygen) the isolate's memory stands in. The session carries only
// a random key. Every version of a conversation is written once under a new key and never changed,
// so a read never meets KV's stale edge copies nor its one-write-per-second-per-key limit.
import { LRUCache } from 'lru-cache';
import { oneLine } from '~/lib/http/upstream.server';
import { MAX_QUESTION_LENGTH, MAX_TURNS } from './limits';
import type { Warn } from '~/lib/ops/log.server';

/** The part of Workers KV the chat uses (`KVNamespace`). */
export interface ChatKV {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
}

export const CHAT_BINDING = 'CHAT_KV';
/** A conversation is kept for a week after its last question. */
export const CHAT_TTL_SECONDS = 60 * 60 * 24 * 7;

const isKV = (value: unknown): value is ChatKV =>
  typeof value === 'object' &&
  value !== null &&
  ['get', 'put', 'delete'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** The stand-in: bounded, oldest out first, entries expire like KV's. Settled strings only. */
class MemoryKV implements ChatKV {
  readonly #entries = new LRUCache<string, string>({ max: 5_000, ttl: CHAT_TTL_SECONDS * 1000 });

  async get(key: string) {
    return this.#entries.get(key) ?? null;
  }

  async put(key: string, value: string) {
    this.#entries.set(key, value);
  }

  async delete(key: string) {
    this.#entries.delete(key);
  }
}

const standIn = new MemoryKV();
let store: ChatKV = standIn;
let storeOf: Record<string, unknown> | undefined;

/** Takes the KV binding from the worker's env (the same object on every request of an isolate). */
export function useChatStore(env: Record<string, unknown>) {
  if (env === storeOf) return;
  storeOf = env;
  const binding = env[CHAT_BINDING];
  store = isKV(binding) ? binding : standIn;
}

const keyOf = (id: string) => `chat:${id}`;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The questions stored under `id`; none for an unknown, expired or malformed id. */
export async function readQuestions(id: unknown, log: Warn): Promise<string[]> {
  if (typeof id !== 'string' || !ID.test(id)) return [];
  let text: string | null;
  try {
    text = await store.get(keyOf(id));
  } catch (error) {
    log.warn(`Chat store read failed: ${oneLine(error)}`);
    return [];
  }
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : [];
  } catch {
    return [];
  }
  return Array.isArray(stored)
    ? stored
        .filter((q): q is string => typeof q === 'string')
        .slice(-MAX_TURNS)
        .map((q) => q.slice(0, MAX_QUESTION_LENGTH))
    : [];
}

/** Stores `questions` under a new random key and returns it; null when the store refused. */
export async function writeQuestions(questions: string[], log: Warn): Promise<string | null> {
  const id = crypto.randomUUID();
  try {
    await store.put(keyOf(id), JSON.stringify(questions.slice(-MAX_TURNS)), { expirationTtl: CHAT_TTL_SECONDS });
    return id;
  } catch (error) {
    log.warn(`Chat store write failed: ${oneLine(error)}`);
    return null;
  }
}

/** Forgets a conversation (a version replaced by a newer one, or a restart). Never throws. */
export async function forgetQuestions(id: unknown, log: Warn): Promise<void> {
  if (typeof id !== 'string' || !ID.test(id)) return;
  await store.delete(keyOf(id)).catch((error: unknown) => log.warn(`Chat store delete failed: ${oneLine(error)}`));
}
