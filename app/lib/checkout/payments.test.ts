import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isKlarnaAvailable,
  PAYMENT_MARK_CELL,
  PAYMENT_MARK_SCALE,
  PAYMENT_MARKS_FILE,
  PAYMENT_METHODS,
  paymentIcons,
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
  it('have one SVG source per method, and the sprite has a cell for each at its scale', () => {
    for (const method of PAYMENT_METHODS) {
      const file = `design/payment-marks/${method}.svg`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect(readdirSync('design/payment-marks').sort()).toEqual(PAYMENT_METHODS.map((m) => `${m}.svg`).sort());

    // An extended WebP (RIFF, WEBP, VP8X): the canvas size is two 24-bit values, each minus one.
    const sprite = readFileSync(`public${PAYMENT_MARKS_FILE}`);
    expect(sprite.toString('latin1', 0, 4)).toBe('RIFF');
    expect(sprite.toString('latin1', 8, 16)).toBe('WEBPVP8X');
    const [width, height] = PAYMENT_MARK_CELL.map((n) => n * PAYMENT_MARK_SCALE);
    expect(sprite.readUIntLE(24, 3) + 1).toBe(width! * PAYMENT_METHODS.length);
    expect(sprite.readUIntLE(27, 3) + 1).toBe(height);
    expect(readdirSync('public/pay')).toEqual(['marks.webp']);
  });
});
