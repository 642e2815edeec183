// The cart's buyer as Shopify keeps it: the customer a customer access token names
// (cartBuyerIdentityUpdate) and the delivery addresses (cartDeliveryAddressesReplace), each
// validated as Shopify does, with its userErrors codes.
import { findCountry, gid } from './context';
import { customers } from './seed/customers';
import { nextId, type MockCart, type MockDeliveryAddress } from '../state';

type UserError = { field: string[] | null; message: string; code: string };

export const findCustomerByToken = (token: unknown) => customers.find((c) => c.accessToken === token);

/** The customer on a cart as the Storefront API's Customer object (the fields a cart can show). */
export function customerObject(cart: MockCart) {
  const customer = customers.find((c) => c.id === cart.buyerIdentity.customerId);
  if (!customer) return null;
  return {
    id: gid('Customer', customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: `${customer.firstName} ${customer.lastName}`,
    phone: null,
    acceptsMarketing: false,
  };
}

/** Shopify refuses a customer access token it did not issue (or one that expired). */
export function customerTokenErrors(input: Record<string, unknown>): UserError[] {
  if (!('customerAccessToken' in input) || input.customerAccessToken === null) return [];
  return findCustomerByToken(input.customerAccessToken)
    ? []
    : [
        {
          field: ['buyerIdentity', 'customerAccessToken'],
          message: 'Customer access token is invalid.',
          code: 'INVALID',
        },
      ];
}

export function applyCustomer(cart: MockCart, input: Record<string, unknown>) {
  if (!('customerAccessToken' in input)) return;
  const customer = findCustomerByToken(input.customerAccessToken);
  cart.buyerIdentity.customerId = customer?.id ?? null;
  // Shopify fills the buyer's email from the customer.
  if (customer) cart.buyerIdentity.email = customer.email;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'provinceCode', 'zip', 'phone'];
const ZIP_PATTERNS: Record<string, RegExp> = {
  CH: /^\d{4}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  FR: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

/** One address's problems, as Shopify names them (field path under `addresses.{index}`). */
function addressErrors(address: Record<string, unknown>, index: number): UserError[] {
  const at = (name: string) => ['addresses', String(index), 'address', 'deliveryAddress', name];
  const errors: UserError[] = [];
  for (const name of ['address1', 'city', 'countryCode']) {
    if (typeof address[name] !== 'string' || !(address[name] as string).trim()) {
      errors.push({ field: at(name), message: `${name} is required.`, code: 'ADDRESS_FIELD_IS_REQUIRED' });
    }
  }
  for (const name of ADDRESS_FIELDS) {
    const value = address[name];
    if (typeof value !== 'string') continue;
    if (value.length > 255)
      errors.push({ field: at(name), message: `${name} is too long.`, code: 'ADDRESS_FIELD_IS_TOO_LONG' });
    else if (/<[^>]*>/.test(value))
      errors.push({
        field: at(name),
        message: `${name} cannot contain HTML tags.`,
        code: 'ADDRESS_FIELD_CONTAINS_HTML_TAGS',
      });
    else if (/https?:\/\/|www\./i.test(value))
      errors.push({ field: at(name), message: `${name} cannot contain URLs.`, code: 'ADDRESS_FIELD_CONTAINS_URL' });
    else if (/\p{Extended_Pictographic}/u.test(value))
      errors.push({
        field: at(name),
        message: `${name} cannot contain emojis.`,
        code: 'ADDRESS_FIELD_CONTAINS_EMOJIS',
      });
  }
  const country = typeof address.countryCode === 'string' ? address.countryCode : '';
  if (country && !findCountry(country)) {
    errors.push({ field: at('countryCode'), message: 'Country is not supported.', code: 'INVALID' });
  }
  const zip = typeof address.zip === 'string' ? address.zip.trim() : '';
  const pattern = ZIP_PATTERNS[country];
  if (pattern && !pattern.test(zip)) {
    errors.push({
      field: at('zip'),
      message: `Enter a valid postal code for ${findCountry(country)?.name ?? country}.`,
      code: 'INVALID_ZIP_CODE_FOR_COUNTRY',
    });
  }
  return errors;
}

type AddressInput = {
  address?: { deliveryAddress?: Record<string, unknown> };
  selected?: boolean;
  oneTimeUse?: boolean;
};

/** cartDeliveryAddressesReplace: all or nothing, at most one selected, Shopify's 20-address cap. */
export function replaceDeliveryAddresses(cart: MockCart, inputs: AddressInput[]): UserError[] {
  if (inputs.length > 20) {
    return [{ field: ['addresses'], message: 'Too many delivery addresses.', code: 'TOO_MANY_DELIVERY_ADDRESSES' }];
  }
  if (inputs.filter((i) => i.selected).length > 1) {
    return [
      {
        field: ['addresses'],
        message: 'Only one address can be selected.',
        code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
      },
    ];
  }
  const errors = inputs.flatMap((input, index) => addressErrors(input.address?.deliveryAddress ?? {}, index));
  if (errors.length) return errors;
  cart.deliveryAddresses = inputs.map((input) => ({
    id: nextId(),
    selected: Boolean(input.selected),
    oneTimeUse: Boolean(input.oneTimeUse),
    address: Object.fromEntries(
      [...ADDRESS_FIELDS, 'countryCode'].map((name) => {
        const value = input.address?.deliveryAddress?.[name];
        return [name, typeof value === 'string' ? value : null];
      }),
    ) as MockDeliveryAddress['address'],
  }));
  return [];
}

/** The cart's `delivery { addresses }`. */
export function deliveryObject(cart: MockCart) {
  return {
    // Shopify's argument defaults to false, which filters nothing; true keeps the selected one.
    addresses: ({ selected }: { selected?: boolean | null } = {}) =>
      (cart.deliveryAddresses ?? [])
        .filter((a) => !selected || a.selected)
        .map((a) => ({
          id: gid('CartSelectableAddress', a.id),
          selected: a.selected,
          oneTimeUse: a.oneTimeUse,
          address: {
            __typename: 'CartDeliveryAddress',
            ...a.address,
            company: null,
            latitude: null,
            longitude: null,
            name: [a.address.firstName, a.address.lastName].filter(Boolean).join(' ') || null,
            formatted: [a.address.address1, a.address.zip, a.address.city].filter(Boolean),
            formattedArea: a.address.city,
          },
        })),
  };
}
