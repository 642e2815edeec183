import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('claimReload (one full load per path per 10 s)', () => {
  it('allows the first reload of a path, refuses it again within 10 s, allows it after', () => {
    const store = memory();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload('/shop', 1_000, store)).toBe(true);
    expect(claimReload('/shop', 1_000 + 9_999, store)).toBe(false);
    expect(claimReload('/shop', 1_000 + 10_000, store)).toBe(true);
  });

  it('keeps a flag per path', () => {
    const store = memory();
    expect(claimReload('/shop', 5_000, store)).toBe(true);
    expect(claimReload('/shop/sharkblades', 5_001, store)).toBe(true);
    expect(claimReload('/shop', 5_002, store)).toBe(false);
  });

  it('never reloads when no flag can be kept (storage blocked or full)', () => {
    expect(claimReload('/shop', 1, null)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload('/shop', 1, full)).toBe(false);
  });
});
