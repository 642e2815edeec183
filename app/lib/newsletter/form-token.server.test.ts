import { describe, expect, it } from 'vitest';
import { checkFormToken, createFormToken, FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from './form-token.server';

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
});
