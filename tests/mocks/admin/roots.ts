// Resolvers of the Admin API mock over the shared state.
import { canonicalLocale } from '../locale';
import { findVariant } from '../storefront/catalogue';
import { gid, parseGid } from '../storefront/context';
import { nextId, state, type MockCustomer, type MockDraftOrder } from '../state';

type Args = Record<string, unknown>;

/** Two locations, as the shop has them: a warehouse in Switzerland and the primary one in the EU. */
export const LOCATIONS = {
  switzerland: {
    id: gid('Location', '90000000001'),
    name: 'Rapperswil-Jona Workshop',
    isPrimary: false,
    isActive: true,
    address: { city: 'Rapperswil-Jona', country: 'Switzerland', countryCode: 'CH' },
  },
  primary: {
    id: gid('Location', '90000000002'),
    name: 'EU Fulfilment Centre',
    isPrimary: true,
    isActive: true,
    address: { city: 'Konstanz', country: 'Germany', countryCode: 'DE' },
  },
} as const;

function variantNode(variantId: string) {
  const found = findVariant(variantId);
  const stock = state.inventory.get(variantId);
  if (!found || !stock) return null;
  const levels = (Object.keys(LOCATIONS) as (keyof typeof LOCATIONS)[]).map((key) => ({
    __typename: 'InventoryLevel',
    id: gid('InventoryLevel', `${variantId}-${key}`),
    location: { __typename: 'Location', ...LOCATIONS[key] },
    quantities: ({ names }: Args) =>
      (names as string[]).map((name) => ({
        name,
        quantity: name === 'available' || name === 'on_hand' ? stock[key] : 0,
      })),
  }));
  const variant = {
    __typename: 'ProductVariant',
    id: gid('ProductVariant', variantId),
    title: found.variant.title,
    sku: found.variant.sku,
    product: { __typename: 'Product', id: gid('Product', found.product.id), handle: found.product.handle },
    inventoryItem: {
      __typename: 'InventoryItem',
      id: gid('InventoryItem', variantId),
      sku: found.variant.sku,
      tracked: true,
      // The mock's inventory item ids are its variants' (one item per variant, as at Shopify).
      variant: () => variant,
      inventoryLevels: () => ({ nodes: levels, edges: levels.map((node) => ({ node })) }),
    },
  };
  return variant;
}

/** The shop's primary locale: a customer's locale until one is set. */
const PRIMARY_LOCALE = 'en';

/** Shopify keeps a customer's locale as a language with an optional region; anything else is refused. */
const localeError = { field: ['locale'], message: 'Locale is invalid' };

function findCustomer(id: unknown) {
  return [...state.customers.values()].find((c) => c.id === id);
}

function customerObject(customer: MockCustomer) {
  return {
    __typename: 'Customer',
    id: customer.id,
    email: customer.email,
    emailMarketingConsent: {
      marketingState: customer.marketingState,
      marketingOptInLevel: customer.marketingOptInLevel,
      consentUpdatedAt: customer.consentUpdatedAt,
    },
    locale: customer.locale ?? PRIMARY_LOCALE,
  };
}

function node(id: unknown) {
  const parsed = typeof id === 'string' ? parseGid(id) : null;
  if (parsed?.type === 'ProductVariant') return variantNode(parsed.id);
  if (parsed?.type === 'Customer') {
    const customer = findCustomer(id);
    return customer ? customerObject(customer) : null;
  }
  return null;
}

function draftOrderObject(draft: MockDraftOrder) {
  return {
    __typename: 'DraftOrder',
    id: draft.id,
    name: draft.name,
    status: draft.status,
    note2: draft.note,
    customAttributes: draft.customAttributes,
    order: draft.order ? { __typename: 'Order', ...draft.order } : null,
  };
}

type DraftOrderInput = {
  lineItems?: { variantId?: string; quantity: number; title?: string }[];
  customAttributes?: { key: string; value: string }[];
  note?: string;
  email?: string;
};

type CustomerInput = {
  id?: string;
  email?: string;
  emailMarketingConsent?: ConsentInput;
  locale?: string | null;
};

type ConsentInput = {
  marketingState: MockCustomer['marketingState'];
  marketingOptInLevel?: MockCustomer['marketingOptInLevel'];
  consentUpdatedAt?: string;
};

export const adminRoots = {
  query: {
    node: ({ id }: Args) => node(id),
    nodes: ({ ids }: Args) => (ids as string[]).map(node),
    productVariant: ({ id }: Args) => node(id),
    inventoryItem: ({ id }: Args) => {
      const parsed = typeof id === 'string' ? parseGid(id) : null;
      return parsed?.type === 'InventoryItem' ? (variantNode(parsed.id)?.inventoryItem ?? null) : null;
    },
    locations: () => ({ nodes: Object.values(LOCATIONS) }),
    customerByIdentifier: ({ identifier }: Args) => {
      const { emailAddress, id } = identifier as { emailAddress?: string; id?: string };
      if (id) return node(id);
      const customer = emailAddress ? state.customers.get(emailAddress.toLowerCase()) : undefined;
      return customer ? customerObject(customer) : null;
    },
  },
  mutation: {
    draftOrderCreate: ({ input }: Args) => {
      const { lineItems = [], customAttributes = [], note, email } = input as DraftOrderInput;
      if (lineItems.length === 0) {
        return { draftOrder: null, userErrors: [{ field: ['lineItems'], message: 'Add at least 1 product' }] };
      }
      const unknown = lineItems.findIndex((item) => {
        const parsed = item.variantId ? parseGid(item.variantId) : null;
        return parsed?.type !== 'ProductVariant' || !findVariant(parsed.id) || item.quantity < 1;
      });
      if (unknown !== -1) {
        return {
          draftOrder: null,
          userErrors: [{ field: ['lineItems', String(unknown), 'variantId'], message: 'Product variant is invalid' }],
        };
      }
      const draft: MockDraftOrder = {
        id: gid('DraftOrder', nextId()),
        name: `#D${state.draftOrders.size + 1}`,
        lineItems: lineItems.map((item) => ({ variantId: item.variantId!, quantity: item.quantity })),
        customAttributes,
        note: note ?? null,
        email: email ?? null,
        status: 'OPEN',
        order: null,
      };
      state.draftOrders.set(draft.id, draft);
      return { draftOrder: draftOrderObject(draft), userErrors: [] };
    },
    draftOrderComplete: ({ id }: Args) => {
      const draft = state.draftOrders.get(String(id));
      if (!draft) return { draftOrder: null, userErrors: [{ field: ['id'], message: 'Draft order not found' }] };
      if (draft.status === 'COMPLETED') {
        return { draftOrder: null, userErrors: [{ field: ['id'], message: 'Draft order has already been completed' }] };
      }
      draft.status = 'COMPLETED';
      const completed = [...state.draftOrders.values()].filter((d) => d.order).length;
      draft.order = { id: gid('Order', nextId()), name: `#${1001 + completed}` };
      return { draftOrder: draftOrderObject(draft), userErrors: [] };
    },
    customerCreate: ({ input }: Args) => {
      const { email, emailMarketingConsent, locale } = input as CustomerInput;
      const canonical = locale == null ? null : canonicalLocale(locale);
      if (locale != null && !canonical) return { customer: null, userErrors: [localeError] };
      if (!email || !/^\S+@\S+\.\S+$/.test(email)) {
        return { customer: null, userErrors: [{ field: ['email'], message: 'Email is invalid' }] };
      }
      // Shopify checks the domain; the mock refuses the reserved `.invalid` top-level domain.
      if (/\.invalid$/i.test(email)) {
        return { customer: null, userErrors: [{ field: ['email'], message: 'Email contains an invalid domain name' }] };
      }
      if (state.customers.has(email.toLowerCase())) {
        return { customer: null, userErrors: [{ field: ['email'], message: 'Email has already been taken' }] };
      }
      const customer: MockCustomer = {
        id: gid('Customer', nextId()),
        email,
        marketingState: emailMarketingConsent?.marketingState ?? 'NOT_SUBSCRIBED',
        marketingOptInLevel: emailMarketingConsent?.marketingOptInLevel ?? null,
        consentUpdatedAt: emailMarketingConsent
          ? (emailMarketingConsent.consentUpdatedAt ?? new Date().toISOString())
          : null,
        ...(canonical ? { locale: canonical } : {}),
      };
      state.customers.set(email.toLowerCase(), customer);
      return { customer: customerObject(customer), userErrors: [] };
    },
    customerUpdate: ({ input }: Args) => {
      const { id, email, emailMarketingConsent, locale } = input as CustomerInput;
      const customer = findCustomer(id);
      if (!customer) return { customer: null, userErrors: [{ field: ['id'], message: 'Customer does not exist' }] };
      // Shopify moved consent out of customerUpdate into its own mutation.
      if (emailMarketingConsent) {
        return {
          customer: null,
          userErrors: [
            {
              field: ['emailMarketingConsent'],
              message:
                'To update emailMarketingConsent, please use the customerEmailMarketingConsentUpdate Mutation instead.',
            },
          ],
        };
      }
      const canonical = locale == null ? null : canonicalLocale(locale);
      if (locale != null && !canonical) return { customer: null, userErrors: [localeError] };
      if (email !== undefined && email.toLowerCase() !== customer.email.toLowerCase()) {
        if (!/^\S+@\S+\.\S+$/.test(email)) {
          return { customer: null, userErrors: [{ field: ['email'], message: 'Email is invalid' }] };
        }
        if (state.customers.has(email.toLowerCase())) {
          return { customer: null, userErrors: [{ field: ['email'], message: 'Email has already been taken' }] };
        }
        state.customers.delete(customer.email.toLowerCase());
        customer.email = email;
        state.customers.set(email.toLowerCase(), customer);
      }
      if (canonical) customer.locale = canonical;
      return { customer: customerObject(customer), userErrors: [] };
    },
    customerEmailMarketingConsentUpdate: ({ input }: Args) => {
      const { customerId, emailMarketingConsent } = input as {
        customerId: string;
        emailMarketingConsent: ConsentInput;
      };
      const customer = findCustomer(customerId);
      if (!customer) {
        return { customer: null, userErrors: [{ field: ['customerId'], message: 'Customer not found' }] };
      }
      customer.marketingState = emailMarketingConsent.marketingState;
      customer.marketingOptInLevel = emailMarketingConsent.marketingOptInLevel ?? customer.marketingOptInLevel;
      customer.consentUpdatedAt = emailMarketingConsent.consentUpdatedAt ?? new Date().toISOString();
      return { customer: customerObject(customer), userErrors: [] };
    },
  },
};
