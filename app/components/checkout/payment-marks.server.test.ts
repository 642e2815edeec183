import { describe, expect, it } from 'vitest';
import { paymentMarksHtml } from './payment-marks.server';

describe('paymentMarksHtml', () => {
  it('lists lazy images named by their method, in a list named in the page’s language', () => {
    expect(paymentMarksHtml(['visa', 'apple-pay'], 'Zahlungsarten')).toBe(
      '<ul aria-label="Zahlungsarten" data-payment-marks="">' +
        '<li><img src="/pay/visa.webp" alt="Visa" width="50" height="32" loading="lazy" decoding="async"/></li>' +
        '<li><img src="/pay/apple-pay.webp" alt="Apple Pay" width="50" height="32" loading="lazy" decoding="async"/></li>' +
        '</ul>',
    );
  });
});
