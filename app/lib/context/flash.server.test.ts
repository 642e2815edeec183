import { describe, expect, it } from 'vitest';
import { createFlash, redirectToCart } from './flash.server';
import { AppSession } from './session.server';

const SECRETS = ['test-secret'];

/** A session for a request that sends `cookie` (the previous response's Set-Cookie pair). */
async function sessionFor(cookie?: string) {
  const headers = cookie ? { Cookie: cookie.split(';')[0]! } : undefined;
  return AppSession.init(new Request('http://localhost/', { headers }), SECRETS);
}

describe('flash through the session', () => {
  it('is read once: the next request has it, the one after does not', async () => {
    const writer = await sessionFor();
    createFlash(writer).set('cartNotice', 'Klarna is not available in your country.');
    expect(writer.isPending).toBe(true);

    const reader = await sessionFor(await writer.commit());
    expect(reader.isPending).toBe(false);
    const flash = createFlash(reader);
    expect(flash.get('cartNotice')).toBe('Klarna is not available in your country.');
    // Reading took it out of the session: the response must write the cookie without it.
    expect(reader.isPending).toBe(true);
    // Within the request a second reader (another loader) sees the same message.
    expect(flash.get('cartNotice')).toBe('Klarna is not available in your country.');
    expect(reader.get('cartNotice')).toBeUndefined();

    const after = await sessionFor(await reader.commit());
    expect(createFlash(after).get('cartNotice')).toBeUndefined();
    expect(after.isPending).toBe(false);
  });

  it('keeps the other keys and the cart id while one message is read', async () => {
    const writer = await sessionFor();
    writer.set('cartId', 'gid://shopify/Cart/1');
    createFlash(writer).set('cartChange', { added: true, messages: ['Only 2 left.'] });
    createFlash(writer).set('countryNotMoved', ['Greenly Starter Ice Kit']);

    const reader = await sessionFor(await writer.commit());
    expect(reader.get('cartId')).toBe('gid://shopify/Cart/1');
    expect(reader.isPending).toBe(false); // a plain value is not consumed by reading it
    expect(createFlash(reader).get('cartChange')).toEqual({ added: true, messages: ['Only 2 left.'] });

    const next = await sessionFor(await reader.commit());
    expect(next.get('cartId')).toBe('gid://shopify/Cart/1');
    expect(createFlash(next).get('cartChange')).toBeUndefined();
    expect(createFlash(next).get('countryNotMoved')).toEqual(['Greenly Starter Ice Kit']);
  });

  it('drops a value that does not fit its key', async () => {
    const writer = await sessionFor();
    writer.flash('countryNotMoved', 'not a list');
    const reader = await sessionFor(await writer.commit());
    expect(createFlash(reader).get('countryNotMoved')).toBeUndefined();
    expect(reader.isPending).toBe(true);
  });

  it('redirectToCart answers 303 to the cart page and leaves the notice for it', async () => {
    const session = await sessionFor();
    const response = redirectToCart(createFlash(session), 'Your cart is empty', '/en/cart');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/cart');
    const next = await sessionFor(await session.commit());
    expect(createFlash(next).get('cartNotice')).toBe('Your cart is empty');
  });
});
