// Shopify's cart userErrors and warnings, mapped to the spec's codes (§8) with Shopify's own message
// (Shopify words it; the spec's own messages are in the catalogue's cartNotices). One module, so
// every cart surface says the same thing.
import type {
  CartUserError as ShopifyCartUserError,
  CartWarning as ShopifyCartWarning,
} from '@shopify/hydrogen/storefront-api-types';

// Shopify's shapes, with the code widened to a string: the API adds codes over time, and an
// unknown one must map to INVALID rather than fail.
export type CartUserError = Pick<ShopifyCartUserError, 'message'> &
  Partial<Pick<ShopifyCartUserError, 'field'>> & { code?: string | null };
export type CartWarning = Pick<ShopifyCartWarning, 'message'> & { code: string; target?: string };

export interface CartMessage {
  code: string;
  message: string;
}

const USER_ERROR_CODES: Record<string, string> = {
  ADDRESS_FIELD_CONTAINS_EMOJIS: 'NOT_SUPPORTED',
  ADDRESS_FIELD_CONTAINS_HTML_TAGS: 'NOT_SUPPORTED',
  ADDRESS_FIELD_CONTAINS_URL: 'NOT_SUPPORTED',
  ADDRESS_FIELD_DOES_NOT_MATCH_EXPECTED_PATTERN: 'NOT_SUPPORTED',
  ADDRESS_FIELD_IS_REQUIRED: 'PRESENT',
  ADDRESS_FIELD_IS_TOO_LONG: 'TOO_LONG',
  INVALID_MERCHANDISE_LINE: 'LINE_ITEM_NOT_FOUND',
  INVALID_ZIP_CODE_FOR_COUNTRY: 'INVALID_FOR_COUNTRY',
  INVALID_ZIP_CODE_FOR_PROVINCE: 'INVALID_FOR_COUNTRY_AND_PROVINCE',
  PROVINCE_NOT_FOUND: 'INVALID_PROVINCE_IN_COUNTRY',
  MAXIMUM_EXCEEDED: 'NOT_ENOUGH_IN_STOCK',
  MINIMUM_NOT_MET: 'GREATER_THAN_OR_EQUAL_TO',
  NOTE_TOO_LONG: 'TOO_LONG',
  PAYMENT_METHOD_NOT_SUPPORTED: 'NOT_SUPPORTED',
  GIFT_CARD_UNAVAILABLE: 'NOT_SUPPORTED',
};

const WARNING_CODES: Record<string, string> = {
  MERCHANDISE_NOT_ENOUGH_STOCK: 'NOT_ENOUGH_IN_STOCK',
  MERCHANDISE_OUT_OF_STOCK: 'NOT_ENOUGH_IN_STOCK',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'NOT_SUPPORTED',
};

export function mapUserError(error: CartUserError): CartMessage {
  return { code: USER_ERROR_CODES[error.code ?? ''] ?? 'INVALID', message: error.message };
}

export function mapWarning(warning: CartWarning): CartMessage {
  return { code: WARNING_CODES[warning.code] ?? warning.code, message: warning.message };
}

/** Shopify's answer when a cart id no longer names a live cart (missing, completed, unknown). */
export function isMissingCartError(error: CartUserError) {
  return error.field?.[0] === 'cartId' || /cart (does not exist|not found)|checkout not found/i.test(error.message);
}

/** Errors that mean the request named something that does not exist: the shopper's data is bad. */
export function isInvalidItemError(error: CartUserError) {
  if (error.code === 'INVALID_MERCHANDISE_LINE') return true;
  const field = error.field ?? [];
  return (
    error.code === 'INVALID' && (field.includes('merchandiseId') || field[0] === 'lineIds' || field.at(-1) === 'id')
  );
}
