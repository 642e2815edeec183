import { describe, expect, it } from 'vitest';
import {
  checkFormToken,
  createFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_MIN_AGE_MS,
  pageFormToken,
} from './form-token.server';

const SECRET = 'test-secret';

describe('newsletter form token', () => {
  it('accepts a token between the minimum and maximum age', async () => {
    const issued = Date.parse('2026-11-22T10:00:00Z');
    const token = await createFormToken(SECRET, issued);
    expect(await checkFormToken(SECRET, token, issued + FORM_TOKEN_MIN_AGE_MS)).toBe('ok');
    expect(await checkFormToken(SECRET, token, issued + FORM_TOKEN_MIN_AGE_MS - 1)).toBe('too-fast');
    expect(await checkFormToken(SECRET, token, issued + FORM_TOKEN_MAX_AGE_MS + 1)).toBe('expired');
  });

  it('refuses tokens it did not sign', async () => {
    const issued = Date.now() - 10_000;
    const token = await createFormToken(SECRET, issued);
    expect(await checkFormToken('another-secret', token)).toBe('invalid');
    expect(await checkFormToken(SECRET, token.replace(/^\d+/, String(issued - 60_000)))).toBe('invalid');
    expect(await checkFormToken(SECRET, 'garbage')).toBe('invalid');
    expect(await checkFormToken(SECRET, null)).toBe('invalid');
  });

  it("pages share one token per second of issue, issued at that second's start", async () => {
    const second = Date.parse('2026-11-23T10:00:00Z');
    const token = await pageFormToken(SECRET, second + 100);
    expect(await pageFormToken(SECRET, second + 999)).toBe(token);
    expect(token).toBe(await createFormToken(SECRET, second));
    expect(await pageFormToken(SECRET, second + 1000)).toBe(await createFormToken(SECRET, second + 1000));
    expect(await pageFormToken('another-secret', second + 1000)).not.toBe(await pageFormToken(SECRET, second + 1000));
    expect(await checkFormToken(SECRET, token, second + 100 + FORM_TOKEN_MIN_AGE_MS)).toBe('ok');
  });
});
