import { describe, expect, it } from 'vitest';
import { remember } from './memo';

describe('remember', () => {
  it('makes each answer once, null included, and starts over when the bound is reached', () => {
    const memo = new Map<string, number | null>();
    let made = 0;
    const make = (value: number | null) => () => (made++, value);
    expect(remember(memo, 'a', 2, make(1))).toBe(1);
    expect(remember(memo, 'a', 2, make(9))).toBe(1);
    expect(remember(memo, 'b', 2, make(null))).toBeNull();
    expect(remember(memo, 'b', 2, make(9))).toBeNull();
    expect(made).toBe(2);
    expect(remember(memo, 'c', 2, make(3))).toBe(3);
    expect([...memo.keys()]).toEqual(['c']);
  });
});
