import { describe, expect, it } from 'vitest';
import { publishedDate } from './dates';

describe('publishedDate', () => {
  it.each([
    ['2025-06-01T08:00:00Z', '1 June 2025'],
    // Late in the day in UTC stays that day, whatever the server's zone.
    ['2024-12-31T23:30:00Z', '31 December 2024'],
    ['2024-02-29T00:00:00+00:00', '29 February 2024'],
  ])('%s is %s', (iso, shown) => {
    expect(publishedDate(iso)).toBe(shown);
  });

  it('writes nothing for a value that is not a date', () => {
    expect(publishedDate('not a date')).toBe('');
  });
});
