// Prefetch rules (spec §9): no route prefetch on intent when the visitor saves data or is on a
// 2g / slow-2g connection; at most 4 route preloads in flight.
export const MAX_PARALLEL_PRELOADS = 4;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function mayPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true; // browsers without the API (Safari, Firefox): prefetch
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Runs preload tasks at most `limit` at a time, each key once; later keys wait their turn. */
export function createPreloadQueue(limit = MAX_PARALLEL_PRELOADS) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;
  let peak = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running += 1;
      peak = Math.max(peak, running);
      void task()
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push(task);
      next();
      return true;
    },
    get running() {
      return running;
    },
    get peak() {
      return peak;
    },
  };
}
