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

/** Every method (PAYMENT_LABELS' order). */
export const PAYMENT_METHODS = Object.keys(PAYMENT_LABELS) as PaymentMethod[];

/**
 * A method's mark: a WebP of public/pay/ that `npm run marks` draws from
 * design/payment-marks/<method>.svg at PAYMENT_MARK_SCALE× its CSS size (docs/decisions/look-and-layout.md).
 */
export const paymentMarkFile = (method: PaymentMethod) => `/pay/${method}.webp`;
export const PAYMENT_MARK_SIZE = { width: 50, height: 32 } as const;
export const PAYMENT_MARK_SCALE = 3;

/**
 * A mark as an `<img>`'s attributes (~/components/checkout/payment-marks):
 * lazy, so a list below the fold loads when it comes near, and one in view loads at low priority,
 * after the page's own images (an image in view without `loading` is raised to high priority).
 */
export const paymentMarkImage = (method: PaymentMethod) =>
  ({
    src: paymentMarkFile(method),
    alt: PAYMENT_LABELS[method],
    ...PAYMENT_MARK_SIZE,
    decoding: 'async',
  }) as const;

const CARDS_AND_WALLETS: PaymentMethod[] = ['mastercard', 'amex', 'apple-pay', 'google-pay', 'shop-pay'];

/** Whether the shop's own Klarna checkout is offered for a country. */
export function isKlarnaAvailable(countryCode: string): boolean {
  return KLARNA_COUNTRIES.includes(countryCode.toUpperCase());
}

/**
 * Icons in display order: Klarna first only for CH; every other country lists Visa first, and
 * Klarna last only where the shop offers it (docs/decisions/checkout-and-klarna.md).
 */
export function paymentIcons(countryCode: string): PaymentMethod[] {
  if (countryCode.toUpperCase() === 'CH') return ['klarna', 'visa', ...CARDS_AND_WALLETS];
  return isKlarnaAvailable(countryCode) ? ['visa', ...CARDS_AND_WALLETS, 'klarna'] : ['visa', ...CARDS_AND_WALLETS];
}
