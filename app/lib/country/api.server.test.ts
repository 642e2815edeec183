import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { UpdateBuyerIdentitySchema, UpdateCountrySchema } from './api.server';

const firstMessage = (
  schema: { safeParse(body: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  body: unknown,
) => schema.safeParse(body).error?.issues[0]?.message;

describe('the country API bodies (zod/mini, messages as zod 4 classic wrote them)', () => {
  it.each([[[]], [null], ['text'], [42], [true]])('a JSON %j that is not an object', (body) => {
    const classicMessage = classic.object({ cartId: classic.string() }).safeParse(body).error?.issues[0]?.message;
    expect(classicMessage).toMatch(/^Invalid input: expected object, received /);
    expect(firstMessage(UpdateBuyerIdentitySchema, body)).toBe(classicMessage);
    expect(firstMessage(UpdateCountrySchema, body)).toBe(classicMessage);
  });
  it('names the missing or malformed field', () => {
    expect(firstMessage(UpdateBuyerIdentitySchema, {})).toBe('cartId is required.');
    expect(firstMessage(UpdateBuyerIdentitySchema, { cartId: 'x', countryCode: 'DE' })).toBe(
      'cartId must be a Shopify cart id.',
    );
    const cartId = 'gid://shopify/Cart/abc?key=k1';
    expect(firstMessage(UpdateCountrySchema, { cartId, countryCode: 'GB' })).toBe('currencyCode is required.');
    expect(UpdateCountrySchema.parse({ cartId: ` ${cartId} `, countryCode: ' gb', currencyCode: 'gbp ' })).toEqual({
      cartId,
      countryCode: 'GB',
      currencyCode: 'GBP',
    });
  });
});
