import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSession } from './session.server';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';
const request = (cookie?: string) =>
  new Request('http://localhost/shop', cookie ? { headers: { Cookie: cookie } } : undefined);

async function signedCookie(data: Record<string, string>, secret = SECRET) {
  const session = await AppSession.init(request(), [secret]);
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  return (await session.commit()).split(';')[0]!;
}

afterEach(() => vi.restoreAllMocks());

describe('AppSession: the signed cookie', () => {
  it('reads back what it signed', async () => {
    const cookie = await signedCookie({ cartId: 'gid://shopify/Cart/one' });
    expect((await AppSession.init(request(cookie), [SECRET])).get('cartId')).toBe('gid://shopify/Cart/one');
  });

  it('gives each request its own copy of the data', async () => {
    const cookie = await signedCookie({ cartId: 'gid://shopify/Cart/two' });
    const first = await AppSession.init(request(cookie), [SECRET]);
    first.set('cartId', 'changed');
    const second = await AppSession.init(request(cookie), [SECRET]);
    expect(second.get('cartId')).toBe('gid://shopify/Cart/two');
  });

  it('still refuses a tampered value, and a value signed under another secret', async () => {
    const cookie = await signedCookie({ cartId: 'gid://shopify/Cart/three' });
    const [name, value] = cookie.split('=') as [string, string];
    const [payload, mac] = value.split('.') as [string, string];
    const forged = `${name}=${payload.slice(0, -2)}AA.${mac}`;
    expect((await AppSession.init(request(forged), [SECRET])).get('cartId')).toBeUndefined();
    const other = 'another-secret-of-at-least-32-bytes!!';
    expect((await AppSession.init(request(cookie), [other])).get('cartId')).toBeUndefined();
    // Rotation: the old secret second still reads it.
    expect((await AppSession.init(request(cookie), [other, SECRET])).get('cartId')).toBe('gid://shopify/Cart/three');
  });
});
