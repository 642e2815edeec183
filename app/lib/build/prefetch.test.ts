import { describe, expect, it } from 'vitest';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS, mayPrefetch } from './prefetch';

describe('mayPrefetch (spec §9: off on data-saver or 2g)', () => {
  it.each([
    ['no Network Information API', undefined, true],
    ['4g', { effectiveType: '4g' }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['4g with data saver', { effectiveType: '4g', saveData: true }, false],
    ['3g with data saver off', { effectiveType: '3g', saveData: false }, true],
    ['data saver, type unknown', { saveData: true }, false],
    ['type unknown', {}, true],
  ])('%s → %s', (_name, connection, expected) => {
    expect(mayPrefetch(connection)).toBe(expected);
  });
});

describe('createPreloadQueue', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('keeps at most 4 preloads in flight and starts the next as one ends', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    tasks.forEach((task, i) => queue.add(`route-${i}`, () => (started.push(i), task.promise)));
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.running).toBe(4);
    tasks[1]!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks.forEach((task) => task.resolve());
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(7);
    expect(queue.peak).toBe(4);
    expect(queue.running).toBe(0);
  });

  it('preloads each route once, and a failed one frees its place', async () => {
    const queue = createPreloadQueue(1);
    let calls = 0;
    expect(queue.add('a', () => (calls++, Promise.reject(new Error('chunk'))))).toBe(true);
    expect(queue.add('a', () => (calls++, Promise.resolve()))).toBe(false);
    queue.add('b', () => (calls++, Promise.resolve()));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
    expect(queue.running).toBe(0);
  });
});
