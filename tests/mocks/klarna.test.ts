import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';

const auth = `Basic ${btoa(`${mockEnv.KLARNA_USERNAME}:${mockEnv.KLARNA_PASSWORD}`)}`;
const order = {
  purchase_country: 'DE',
  purchase_currency: 'EUR',
  locale: 'en-DE',
  order_amount: 20000,
  order_tax_amount: 3193,
  order_lines: [
    { name: 'Blade', quantity: 2, unit_price: 10000, total_amount: 20000, tax_rate: 1900, total_tax_amount: 3193 },
  ],
};

const post = (path: string, body: unknown, authorization = auth) =>
  fetch(`${mockEnv.KLARNA_API_URL}${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mock Klarna Payments API', () => {
  it('requires basic auth', async () => {
    expect((await post('/payments/v1/sessions', order, 'Basic bm9wZTpub3Bl')).status).toBe(401);
  });

  it('refuses amounts that do not add up', async () => {
    const response = await post('/payments/v1/sessions', { ...order, order_amount: 19999 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_messages: string[] }).error_messages.join()).toContain('order_amount');
  });

  it('creates a session and places one order per authorization', async () => {
    const session = (await (await post('/payments/v1/sessions', order)).json()) as { client_token: string };
    const path = `/payments/v1/authorizations/auth-${session.client_token}/order`;
    const placed = await post(path, order);
    expect(placed.status).toBe(200);
    expect(((await placed.json()) as { order_id: string }).order_id).toMatch(/^ko-/);
    expect((await post(path, order)).status).toBe(409);
  });

  it('accepts the Swiss locales in German, French and English and names the category in that language', async () => {
    const swiss = { ...order, purchase_country: 'CH', purchase_currency: 'CHF' };
    const names: Record<string, string> = {};
    for (const locale of ['de-CH', 'fr-CH', 'en-CH']) {
      const response = await post('/payments/v1/sessions', { ...swiss, locale });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { payment_method_categories: { name: string }[] };
      names[locale] = body.payment_method_categories[0]!.name;
    }
    expect(names).toEqual({ 'de-CH': 'Später bezahlen.', 'fr-CH': 'Payer plus tard.', 'en-CH': 'Pay later.' });
  });

  it.each(['de_CH', 'de', 'DE-ch', 'de-ch', 'deutsch', 'xx-CH', 'de-XX', ''])(
    'refuses the malformed locale %j as Klarna does',
    async (locale) => {
      const response = await post('/payments/v1/sessions', {
        ...order,
        purchase_country: 'CH',
        purchase_currency: 'CHF',
        locale,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'BAD_VALUE', error_messages: ['Bad value: locale'] });
    },
  );

  it('refuses a locale Klarna does not support in the purchase country', async () => {
    // Klarna's locales carry the purchase country: a Swiss locale for a German purchase is refused.
    const response = await post('/payments/v1/sessions', { ...order, locale: 'de-CH' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_messages: string[] };
    expect(body.error_messages[0]).toMatch(/^Bad value: locale/);
    expect((await post('/payments/v1/sessions', { ...order, locale: 'de-DE' })).status).toBe(200);
  });
});
