// The hand-off, the shop's own Klarna page and the thank-you page (issue 31, item 7).
export const checkout = {
  /** The shop's own Klarna page (its loader sends these). */
  klarnaPage: {
    title: 'Pay with Klarna',
    order: 'Your order',
    quantity: 'Quantity: {quantity}',
    subtotal: 'Subtotal',
    total: 'Total',
    declined: 'Klarna did not approve the payment. Please try again or use the standard checkout.',
    needsJavaScript: 'Klarna needs JavaScript. Turn it on to pay with Klarna, or use our standard checkout.',
    buy: 'Buy with Klarna',
    standard: 'Standard checkout',
  },
  /** The thank-you page after a Klarna order. */
  successPage: {
    title: 'Thank you',
    thanks: 'Thank you for your order',
    orderNumber: 'Your order number is {order}.',
    confirmation: 'We have sent a confirmation by email. Klarna will send you the payment details.',
    continueShopping: 'Continue shopping',
  },
  /** Server-side: the refusals that send the shopper back, Klarna's order line, the marks' list. */
  notAvailable: 'Klarna is not available in your country.',
  tokenRefused:
    'Klarna could not confirm this payment. Please start the Klarna payment again or use the standard checkout.',
  failed: 'Klarna could not take the payment. Please try again or use the standard checkout.',
  discountLine: 'Discounts and gift cards',
  paymentMethods: 'Payment methods',
} as const;
