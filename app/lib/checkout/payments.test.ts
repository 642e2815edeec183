import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isKlarnaAvailable,
  PAYMENT_MARK_SCALE,
  PAYMENT_MARK_SIZE,
  PAYMENT_METHODS,
  paymentIcons,
  paymentMarkFile,
} from './payments';

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

describe('the payment marks', () => {
  it('have one SVG source and one WebP per method, drawn at the scale the pages assume', () => {
    for (const method of PAYMENT_METHODS) {
      const source = `design/payment-marks/${method}.svg`;
      expect(existsSync(source), source).toBe(true);
      expect(readFileSync(source, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // An extended WebP (RIFF, WEBP, VP8X): the canvas size is two 24-bit values, each minus one.
      const mark = readFileSync(`public${paymentMarkFile(method)}`);
      expect(mark.toString('latin1', 0, 4)).toBe('RIFF');
      expect(mark.toString('latin1', 8, 16)).toBe('WEBPVP8X');
      expect(mark.readUIntLE(24, 3) + 1, method).toBe(PAYMENT_MARK_SIZE.width * PAYMENT_MARK_SCALE);
      expect(mark.readUIntLE(27, 3) + 1, method).toBe(PAYMENT_MARK_SIZE.height * PAYMENT_MARK_SCALE);
    }
    const files = (methods: string[], type: string) => methods.map((m) => `${m}.${type}`).sort();
    expect(readdirSync('design/payment-marks').sort()).toEqual(files(PAYMENT_METHODS, 'svg'));
    expect(readdirSync('public/pay').sort()).toEqual(files(PAYMENT_METHODS, 'webp'));
  });
});
