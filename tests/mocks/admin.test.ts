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
});
