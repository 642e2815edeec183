import { describe, expect, it } from 'vitest';
import { Batch } from '../../../tests/mocks/analytics/contract';
import { campaignFrom, identifyMessage, pageMessage, trackMessage } from './payload';

describe('analytics payloads', () => {
  it('maps UTM parameters to the campaign', () => {
    expect(campaignFrom(new URLSearchParams('utm_source=mail&utm_campaign=spring&x=1'))).toEqual({
      source: 'mail',
      name: 'spring',
    });
  });

  it('builds a page view with the spec fields that the data plane accepts', () => {
    const page = pageMessage(
      'anon-123456789',
      { url: 'https://shop.example/shop?utm_source=mail', referrer: 'https://ref.example/', title: 'Shop' },
      { campaign: { source: 'mail' }, location: { country: 'CH', region: 'SG', city: 'Rapperswil' } },
    );
    expect(page.properties).toMatchObject({
      path: '/shop',
      search: '?utm_source=mail',
      title: 'Shop',
      url: 'https://shop.example/shop?utm_source=mail',
      referrer: 'https://ref.example/',
      location: { country: 'CH' },
    });
    expect(page.context.campaign).toEqual({ source: 'mail' });
    const track = trackMessage('anon-123456789', 'Cart Viewed', { cart_id: 'c1' }, {});
    const identify = identifyMessage(
      'anon-123456789',
      { id: 'gid://shopify/Customer/1', email: 'a@b.ch', firstName: 'Ana', lastName: null },
      {},
    );
    expect(identify.traits).toEqual({ email: 'a@b.ch', firstName: 'Ana' });
    expect(identify).toMatchObject({ userId: 'gid://shopify/Customer/1', anonymousId: 'anon-123456789' });
    expect(Batch.safeParse({ batch: [page, track, identify] }).success).toBe(true);
  });

  it('the contract refuses a page without its fields or a track without a name', () => {
    const page = pageMessage('a-123456789', { url: 'https://x.example/', referrer: '', title: '' }, { campaign: {} });
    const broken = { ...page, properties: { title: 'x' } };
    expect(Batch.safeParse({ batch: [broken] }).success).toBe(false);
    expect(Batch.safeParse({ batch: [{ ...trackMessage('a-123456789', 'x', {}, {}), event: '' }] }).success).toBe(
      false,
    );
    expect(Batch.safeParse({ batch: [] }).success).toBe(false);
  });

  it('the contract refuses an identify without the customer, without traits or with a bad email', () => {
    const identify = identifyMessage('a-123456789', { id: 'gid://shopify/Customer/1', email: 'a@b.ch' }, {});
    expect(Batch.safeParse({ batch: [identify] }).success).toBe(true);
    const anonymousOnly = { ...identify, userId: undefined };
    expect(Batch.safeParse({ batch: [anonymousOnly] }).success).toBe(false);
    expect(Batch.safeParse({ batch: [{ ...identify, traits: {} }] }).success).toBe(false);
    expect(Batch.safeParse({ batch: [{ ...identify, traits: { email: 'not-an-email' } }] }).success).toBe(false);
    expect(Batch.safeParse({ batch: [{ ...identify, traits: { email: 'a@b.ch', password: 'x' } }] }).success).toBe(
      false,
    );
  });
});
