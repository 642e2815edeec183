// Outages answer like outages (issue 30, items 4 and 6): Klarna's THROTTLED (430) is "try again",
// not a refused payment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFault } from '../mocks/faults';
import { state } from '../mocks/state';
import { client } from '../support/shopper';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("Klarna's THROTTLED answer (HTTP 430) is an outage: try again", () => {
  it('placing the order answers 502 "try again", keeps the Klarna session, and works once Klarna is back', async () => {
    const shopper = client();
    shopper.jar.set('shopify_country', 'DE');
    await shopper.cart({ intent: 'add', merchandiseId: AVAILABLE });
    expect((await shopper.send('/checkout/klarna')).status).toBe(200);
    const session = [...state.klarnaSessions.values()][0]!;
    const place = () =>
      shopper.post('/checkout/klarna', { intent: 'place', authorizationToken: `auth-${session.clientToken}` });

    setFault({ upstream: 'klarna', mode: 'throttle' });
    const throttled = await place();
    expect(throttled.status).toBe(502);
    const body = await throttled.text();
    expect(body).toContain('Klarna could not take the payment. Please try again');
    expect(body).not.toContain('Klarna could not confirm this payment.');

    setFault({ upstream: 'klarna', mode: 'none' });
    // The same session: no new one was needed after the throttled try.
    expect((await shopper.send('/checkout/klarna')).status).toBe(200);
    expect(state.klarnaSessions.size).toBe(1);
    const placed = await place();
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^\/checkout\/success/);
  });
});
