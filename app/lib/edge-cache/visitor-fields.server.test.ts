import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { checkFormToken } from '~/lib/newsletter/form-token.server';
import { tokenPlaces, visitorFields, withFormToken } from './visitor-fields.server';

const SECRET = 'a-test-secret-of-some-length-here';
const form = (redirectTo: string, token = '1.old') =>
  `<form><input type="hidden" name="formToken" value="${token}"><input type="hidden" name="redirectTo" value="${redirectTo}"></form>`;
const script = '<script>x("<input type=\\"hidden\\" name=\\"formToken\\" value=\\"1.old\\">")</script>';

describe('visitorFields', () => {
  it('gives every response a fresh form token, leaving the scripts alone', async () => {
    const html = await visitorFields(form('/shop') + script, { secret: SECRET });
    const token = /name="formToken" value="([^"]+)"/.exec(html)![1];
    expect(token).not.toBe('1.old');
    expect(await checkFormToken(SECRET, token, Date.now() + 5_000)).toBe('ok');
    expect(await checkFormToken(SECRET, token)).toBe('too-fast');
    expect(html).toContain(script);
  });

  it("points redirectTo at the visitor's own URL (tracking parameters kept, fragment kept)", async () => {
    const html = await visitorFields(
      form('/shop?a=1#newsletter') + form('/shop?a=1') + form('/cart') + form('/shop?a=12'),
      { secret: SECRET, rendered: '/shop?a=1', visitor: '/shop?a=1&utm_source=m&x="y"' },
    );
    const values = [...html.matchAll(/name="redirectTo" value="([^"]*)"/g)].map((m) => m[1]);
    expect(values).toEqual([
      '/shop?a=1&amp;utm_source=m&amp;x=&quot;y&quot;#newsletter',
      '/shop?a=1&amp;utm_source=m&amp;x=&quot;y&quot;',
      '/cart',
      '/shop?a=12',
    ]);
  });

  it('every form token of a page is one fresh token, and a page without a form is unchanged', async () => {
    const html = `<p>é</p>${form('/shop')}${script}${form('/cart', '2.old')}<p>end</p>`;
    const served = await visitorFields(html, { secret: SECRET });
    const tokens = [...served.matchAll(/name="formToken" value="([^"]+)"/g)].map((m) => m[1]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
    expect(await checkFormToken(SECRET, tokens[0], Date.now() + 5_000)).toBe('ok');
    expect(served.replaceAll(tokens[0]!, 'T')).toBe(html.replace(/value="\d\.old"/g, 'value="T"'));
    expect(served).toContain(script);
    expect(await visitorFields('<p>no form</p>', { secret: SECRET })).toBe('<p>no form</p>');
  });

  it('signs one token per second', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00.100Z') });
    try {
      const page = `<p>a</p>${form('/shop')}<p>b</p>`;
      const first = await visitorFields(page, { secret: SECRET });
      vi.setSystemTime(Date.parse('2026-11-23T10:00:00.900Z'));
      expect(await visitorFields(page, { secret: SECRET })).toBe(first);
      vi.setSystemTime(Date.parse('2026-11-23T10:00:01.000Z'));
      const next = await visitorFields(page, { secret: SECRET });
      expect(next).not.toBe(first);
      const token = (html: string) => /name="formToken" value="(\d+)\./.exec(html)![1];
      expect(token(first)).toBe(String(Date.parse('2026-11-23T10:00:00Z')));
      expect(token(next)).toBe(String(Date.parse('2026-11-23T10:00:01Z')));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('withFormToken (the stored bytes, the token written at its places)', () => {
  const encode = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const stored = `<p>Grüsse, 日本</p>${form('/shop', `1764064800000.${'a'.repeat(43)}`)}${script}<p>é</p>${form('/cart', `1764064800000.${'b'.repeat(43)}`)}`;

  it('gives the same document as visitorFields, past multi-byte text', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00.100Z'), toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const places = tokenPlaces(stored);
    expect(places.split(',')).toHaveLength(2);
    const body = await withFormToken(encode(stored), places, SECRET);
    expect(decode(body!)).toBe(await visitorFields(stored, { secret: SECRET }));
    expect(decode(body!)).toContain(script);
  });

  it('leaves the stored bytes as they were', async () => {
    const bytes = encode(stored);
    await withFormToken(bytes, tokenPlaces(stored), SECRET);
    expect(decode(new Uint8Array(bytes))).toBe(stored);
  });

  it('gives up (null) when a place does not fit the token, and copies a page without one', async () => {
    const short = form('/shop', '1.old');
    expect(await withFormToken(encode(short), tokenPlaces(short), SECRET)).toBeNull();
    expect(decode((await withFormToken(encode('<p>none</p>'), '', SECRET))!)).toBe('<p>none</p>');
  });
});
