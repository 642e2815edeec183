import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBuildId } from './version';

afterEach(() => vi.restoreAllMocks());

describe('fetchBuildId', () => {
  it('reads the build id from /json/version without the HTTP cache', async () => {
    const fetcher = vi.fn(async () => Response.json({ buildId: 'abc1234', builtAt: '2026-11-22T10:00:00Z' }));
    expect(await fetchBuildId(fetcher)).toBe('abc1234');
    expect(fetcher).toHaveBeenCalledWith('/json/version', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['an HTTP error', async () => new Response('down', { status: 503 })],
    ['an answer without an id', async () => Response.json({})],
    ['HTML', async () => new Response('<html>')],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('only logs %s', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    expect(await fetchBuildId(vi.fn(answer) as unknown as typeof fetch)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[build] version check failed'));
    expect(error).not.toHaveBeenCalled();
  });
});
