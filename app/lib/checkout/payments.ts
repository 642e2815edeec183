// Payment options by country (spec §9): Klarna for the listed European countries, and the order
// of the payment icons. Shared by the footer and the cart.

export const KLARNA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'DK',
  'FI',
  'FR',
  'DE',
  'GB',
  'IE',
  'IT',
  'NL',
  'NO',
  'PT',
  'ES',
  'SE',
];

export type PaymentMethod = 'klarna' | 'visa' | 'mastercard' | 'amex' | 'apple-pay' | 'google-pay' | 'shop-pay';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  klarna: 'Klarna',
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
  'shop-pay': 'Shop Pay',
};

/** Every method, in the order of the marks' sprite. */
export const PAYMENT_METHODS = Object.keys(PAYMENT_LABELS) as PaymentMethod[];

// The marks (drawn by ~/styles/payment-marks.css): one raster sprite made by `npm run marks` from
// design/payment-marks/<method>.svg (docs/decisions/177), a cell of PAYMENT_MARK_CELL CSS pixels
// per method in PAYMENT_METHODS order, drawn at PAYMENT_MARK_SCALE× for sharp phone screens.
export const PAYMENT_MARKS_FILE = '/pay/marks.webp';
export const PAYMENT_MARK_CELL: readonly [width: number, height: number] = [50, 32];
export const PAYMENT_MARK_SCALE = 3;

const CARDS_AND_WALLETS: PaymentMethod[] = ['mastercard', 'amex', 'apple-pay', 'google-pay', 'shop-pay'];

/** Whether the shop's own Klarna checkout is offered for a country. */
export function isKlarnaAvailable(countryCode: string): boolean {
  return KLARNA_COUNTRIES.includes(countryCode.toUpperCase());
}

/**
 * Icons in display order: Klarna first only for CH; every other country lists Visa first, and
 * Klarna last only where the shop offers it (docs/decisions/023).
 */
export function paymentIcons(countryCode: string): PaymentMethod[] {
  if (countryCode.toUpperCase() === 'CH') return ['klarna', 'visa', ...CARDS_AND_WALLETS];
  return isKlarnaAvailable(countryCode) ? ['visa', ...CARDS_AND_WALLETS, 'klarna'] : ['visa', ...CARDS_AND_WALLETS];
}
