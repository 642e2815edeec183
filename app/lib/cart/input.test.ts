import { describe, expect, it } from 'vitest';
import { mapUserError, mapWarning } from './errors';
import { parseCartInput, safeRedirect } from './input';
import { normaliseTypedQuantity } from './limits';
import { de } from '~/lib/i18n/messages/de';
import { en } from '~/lib/i18n/messages/en';
import { fr } from '~/lib/i18n/messages/fr';
import type { Messages } from '~/lib/i18n/messages/types';

/** A cart form as the English page's action reads it. */
const parse = (data: FormData, messages: Messages = en) =>
  parseCartInput(data, messages.cartNotices, messages.cart.fields);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const LINE = 'gid://shopify/CartLine/abc?cart=xyz';

describe('parseCartInput', () => {
  it('caps quantities above 99 and keeps 0 (removal)', () => {
    expect(parse(form({ intent: 'update', lineId: LINE, quantity: '150' }))).toMatchObject({
      ok: true,
      input: { quantity: 99 },
    });
    expect(parse(form({ intent: 'update', lineId: LINE, quantity: '0' }))).toMatchObject({
      input: { quantity: 0 },
    });
  });

  it('defaults an add to one', () => {
    const parsed = parse(form({ intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/1' }));
    expect(parsed).toMatchObject({ ok: true, input: { quantity: 1 } });
  });

  it('names a negative quantity and calls everything else invalid item data', () => {
    expect(parse(form({ intent: 'update', lineId: LINE, quantity: '-2' }))).toEqual({
      ok: false,
      message: 'Quantity cannot be negative.',
    });
    const cases: Record<string, string>[] = [
      { intent: 'update', lineId: LINE, quantity: '2.5' },
      { intent: 'nope' },
      {},
    ];
    for (const fields of cases) {
      expect(parse(form(fields))).toEqual({ ok: false, message: 'Invalid item data provided.' });
    }
  });

  it('words a refusal in the page’s language, address fields by their labels', () => {
    const negative = form({ intent: 'update', lineId: LINE, quantity: '-2' });
    expect(parse(negative, fr)).toEqual({ ok: false, message: 'La quantité ne peut pas être négative.' });
    expect(parse(form({ intent: 'nope' }), de)).toEqual({ ok: false, message: 'Die Artikelangaben sind ungültig.' });
    const address = { intent: 'delivery-address', countryCode: 'CH', address1: 'Seestrasse 1', zip: '8640' };
    expect(parse(form(address))).toEqual({ ok: false, message: 'City is required.' });
    expect(parse(form(address), de)).toEqual({ ok: false, message: 'Ort ist ein Pflichtfeld.' });
    expect(parse(form({ ...address, city: 'Rapperswil', zip: '<b>' }), fr)).toEqual({
      ok: false,
      message: 'NPA\u00a0: les caractères < et > ne sont pas autorisés.',
    });
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin paths only', () => {
    expect(safeRedirect('/shop/sharkblades?Size=1#x')).toBe('/shop/sharkblades?Size=1#x');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)', null]) {
      expect(safeRedirect(bad)).toBe('/cart');
      expect(safeRedirect(bad, '/fr/cart')).toBe('/fr/cart');
    }
  });
});

describe('cart error mapping (spec §8)', () => {
  it('maps Shopify codes to the spec’s', () => {
    expect(mapUserError({ code: 'MAXIMUM_EXCEEDED', message: 'm' }).code).toBe('NOT_ENOUGH_IN_STOCK');
    expect(mapUserError({ code: 'INVALID_MERCHANDISE_LINE', message: 'm' }).code).toBe('LINE_ITEM_NOT_FOUND');
    expect(mapUserError({ code: 'MINIMUM_NOT_MET', message: 'm' }).code).toBe('GREATER_THAN_OR_EQUAL_TO');
    expect(mapUserError({ code: 'NOTE_TOO_LONG', message: 'm' }).code).toBe('TOO_LONG');
    expect(mapUserError({ code: 'SOMETHING_NEW', message: 'm' }).code).toBe('INVALID');
    expect(mapWarning({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: 'm' }).code).toBe('NOT_ENOUGH_IN_STOCK');
  });
});

describe('normaliseTypedQuantity (quantity control on blur)', () => {
  it('caps at 99, keeps 0 (a removal, docs/decisions/cart.md) and resets non-numbers and negatives', () => {
    expect(normaliseTypedQuantity('150', 3)).toBe(99);
    expect(normaliseTypedQuantity('7', 3)).toBe(7);
    expect(normaliseTypedQuantity('0', 3)).toBe(0);
    expect(normaliseTypedQuantity('abc', 3)).toBe(3);
    expect(normaliseTypedQuantity('-1', 3)).toBe(3);
  });
});

describe('code removal intents', () => {
  it('accepts a discount code and an applied gift card id to remove', () => {
    expect(parse(form({ intent: 'discount-remove', discountCode: ' OCEAN10 ' }))).toEqual({
      ok: true,
      input: { intent: 'discount-remove', discountCode: 'OCEAN10' },
    });
    const giftCardId = 'gid://shopify/AppliedGiftCard/50000000000001';
    expect(parse(form({ intent: 'gift-card-remove', giftCardId }))).toEqual({
      ok: true,
      input: { intent: 'gift-card-remove', giftCardId },
    });
    expect(parse(form({ intent: 'gift-card-remove', giftCardId: 'GIFT-SHARK-2026' }))).toMatchObject({
      ok: false,
    });
  });
});
