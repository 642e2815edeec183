import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKlarnaAvailable, PAYMENT_LABELS, paymentIcons, paymentMarkFile, type PaymentMethod } from './payments';

describe('isKlarnaAvailable', () => {
  it('is true for the 14 listed European countries only', () => {
    for (const code of ['AT', 'BE', 'DK', 'FI', 'FR', 'DE', 'GB', 'IE', 'IT', 'NL', 'NO', 'PT', 'ES', 'SE']) {
      expect(isKlarnaAvailable(code), code).toBe(true);
    }
    for (const code of ['CH', 'US', 'JP', 'AE', 'PL', '']) expect(isKlarnaAvailable(code), code).toBe(false);
    expect(isKlarnaAvailable('de')).toBe(true);
  });
});

describe('paymentIcons', () => {
  it('puts Klarna first only for CH', () => {
    expect(paymentIcons('CH')[0]).toBe('klarna');
    expect(paymentIcons('ch')[0]).toBe('klarna');
    expect(paymentIcons('DE')[0]).toBe('visa');
    expect(paymentIcons('US')[0]).toBe('visa');
  });

  it('lists Visa everywhere and Klarna only where it is offered (and CH)', () => {
    for (const code of ['CH', 'GB', 'US', 'JP']) expect(paymentIcons(code)).toContain('visa');
    expect(paymentIcons('GB')).toContain('klarna');
    expect(paymentIcons('GB').at(-1)).toBe('klarna');
    expect(paymentIcons('US')).not.toContain('klarna');
    expect(paymentIcons('JP')).toEqual(['visa', 'mastercard', 'amex', 'apple-pay', 'google-pay', 'shop-pay']);
  });
});

describe('paymentMarkFile', () => {
  it('names an SVG of public/pay/ for every method, and every file there is a method’s', () => {
    const methods = Object.keys(PAYMENT_LABELS) as PaymentMethod[];
    for (const method of methods) {
      const file = `public${paymentMarkFile(method)}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(readdirSync('public/pay').sort()).toEqual(
      methods.map((m) => paymentMarkFile(m).slice('/pay/'.length)).sort(),
    );
  });
});
