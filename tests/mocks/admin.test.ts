import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { MOCK_ADMIN_TOKEN } from './config';

async function admin(query: string, variables: object = {}, token = MOCK_ADMIN_TOKEN) {
  const response = await fetch(`${mockEnv.PRIVATE_ADMIN_API_DOMAIN}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
    body: JSON.stringify({ query, variables }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary GraphQL shapes
  return { status: response.status, body: (await response.json()) as any };
}

describe('mock Admin API', () => {
  it('requires the access token', async () => {
    expect((await admin('{ locations(first: 5) { nodes { id } } }', {}, 'nope')).status).toBe(401);
  });

  it('reports inventory of a variant by location', async () => {
    const { body } = await admin(
      `query I($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { id inventoryItem { inventoryLevels(first: 5) {
        nodes { location { isPrimary address { countryCode } } quantities(names: ["available"]) { quantity } } } } } } }`,
      { ids: ['gid://shopify/ProductVariant/40000000000003'] },
    );
    const levels = body.data.nodes[0].inventoryItem.inventoryLevels.nodes;
    const swiss = levels.find(
      (l: { location: { address: { countryCode: string } } }) => l.location.address.countryCode === 'CH',
    );
    const primary = levels.find((l: { location: { isPrimary: boolean } }) => l.location.isPrimary);
    expect(swiss.quantities[0].quantity).toBeGreaterThan(0);
    expect(primary.quantities[0].quantity).toBe(0);
  });

  it('records email-marketing consent', async () => {
    const created = await admin(
      `mutation { customerCreate(input: { email: "goalie@example.com", emailMarketingConsent: { marketingState: SUBSCRIBED } }) {
        customer { id emailMarketingConsent { marketingState } } userErrors { message } } }`,
    );
    expect(created.body.data.customerCreate.customer.emailMarketingConsent.marketingState).toBe('SUBSCRIBED');
    const found = await admin(
      '{ customerByIdentifier(identifier: { emailAddress: "goalie@example.com" }) { emailMarketingConsent { marketingState } } }',
    );
    expect(found.body.data.customerByIdentifier.emailMarketingConsent.marketingState).toBe('SUBSCRIBED');
    const duplicate = await admin(
      'mutation { customerCreate(input: { email: "goalie@example.com" }) { userErrors { message } } }',
    );
    expect(duplicate.body.data.customerCreate.userErrors[0].message).toMatch(/taken/);
  });

  it('stores a customer’s locale on create and update, as Shopify canonicalises it', async () => {
    const created = await admin(
      `mutation { customerCreate(input: { email: "lea@example.com", locale: "de-CH",
        emailMarketingConsent: { marketingState: SUBSCRIBED } }) { customer { id locale } userErrors { field message } } }`,
    );
    expect(created.body.data.customerCreate).toMatchObject({ customer: { locale: 'de-CH' }, userErrors: [] });
    const id = created.body.data.customerCreate.customer.id as string;
    const updated = await admin(
      'mutation U($input: CustomerInput!) { customerUpdate(input: $input) { customer { locale } userErrors { message } } }',
      { input: { id, locale: 'fr-ch' } },
    );
    expect(updated.body.data.customerUpdate).toEqual({ customer: { locale: 'fr-CH' }, userErrors: [] });
    const found = await admin('{ customerByIdentifier(identifier: { emailAddress: "lea@example.com" }) { locale } }');
    expect(found.body.data.customerByIdentifier.locale).toBe('fr-CH');
    const recorded = await fetch(`${mockEnv.PRIVATE_ADMIN_API_DOMAIN}/__mock/customers/lea@example.com`);
    expect(await recorded.json()).toMatchObject({ locale: 'fr-CH', marketingState: 'SUBSCRIBED' });
    // Without one, a customer has the shop's primary locale.
    const plain = await admin(
      'mutation { customerCreate(input: { email: "noah@example.com" }) { customer { locale } } }',
    );
    expect(plain.body.data.customerCreate.customer.locale).toBe('en');
  });

  it.each(['de_CH', 'deutsch', 'xx', 'de-XX', ''])('refuses the locale %j with a userError', async (locale) => {
    const created = await admin(
      'mutation C($input: CustomerInput!) { customerCreate(input: $input) { customer { id } userErrors { field message } } }',
      { input: { email: 'mira@example.com', locale } },
    );
    expect(created.body.data.customerCreate).toEqual({
      customer: null,
      userErrors: [{ field: ['locale'], message: 'Locale is invalid' }],
    });
    const valid = await admin(
      'mutation C($input: CustomerInput!) { customerCreate(input: $input) { customer { id locale } } }',
      { input: { email: 'mira@example.com', locale: 'de-CH' } },
    );
    const { id } = valid.body.data.customerCreate.customer as { id: string };
    const updated = await admin(
      'mutation U($input: CustomerInput!) { customerUpdate(input: $input) { customer { id } userErrors { field message } } }',
      { input: { id, locale } },
    );
    expect(updated.body.data.customerUpdate.userErrors).toEqual([{ field: ['locale'], message: 'Locale is invalid' }]);
    const found = await admin('{ customerByIdentifier(identifier: { emailAddress: "mira@example.com" }) { locale } }');
    expect(found.body.data.customerByIdentifier.locale).toBe('de-CH');
  });

  it('leaves consent to its own mutation and refuses an unknown customer', async () => {
    const created = await admin(
      'mutation { customerCreate(input: { email: "luca@example.com" }) { customer { id } } }',
    );
    const id = created.body.data.customerCreate.customer.id as string;
    const consent = await admin(
      'mutation U($input: CustomerInput!) { customerUpdate(input: $input) { customer { id } userErrors { field message } } }',
      { input: { id, emailMarketingConsent: { marketingState: 'SUBSCRIBED' } } },
    );
    expect(consent.body.data.customerUpdate.userErrors[0].field).toEqual(['emailMarketingConsent']);
    const unknown = await admin(
      'mutation U($input: CustomerInput!) { customerUpdate(input: $input) { userErrors { field message } } }',
      { input: { id: 'gid://shopify/Customer/404', locale: 'de-CH' } },
    );
    expect(unknown.body.data.customerUpdate.userErrors).toEqual([
      { field: ['id'], message: 'Customer does not exist' },
    ]);
  });
});
