// The pure parts run as they are; the rewriting runs in lol-html's WebAssembly build, the parser
// workerd's HTMLRewriter is made of (tests/support/html-rewriter.ts). The built worker is checked
// the same way in tests/integration/page-cache.test.ts.
import '../../../tests/support/html-rewriter';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkFormToken } from '~/lib/newsletter/form-token.server';
import { forVisitor, hashedPolicy, shareableDocument, visitorRedirect } from './shared-html.server';

const SECRET = 'a-test-secret-of-some-length-here';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
const form = (redirectTo: string, token = '1.old') =>
  `<form><input type="hidden" name="formToken" value="${token}"/><input type="hidden" name="redirectTo" value="${redirectTo}"/></form>`;
// React Router's hand-off writes the same markup JSON-escaped inside a script: never rewritten.
const script = '<script>x("<input type=\\"hidden\\" name=\\"formToken\\" value=\\"1.old\\">")</script>';

describe('shareableDocument', () => {
  it('drops the nonce, hashes the inline scripts (not data blocks, not src scripts)', async () => {
    const body =
      '<script nonce="abc">window.a=1</script><script type="application/ld+json">{"x":1}</script>' +
      '<script nonce="abc" type="module" async="">import "/x.js";</script><script src="/y.js" nonce="abc"></script>' +
      '<link rel="modulepreload" href="/z.js" nonce="abc"/><p>nonce="abc" in text stays</p>';
    const policy = "default-src 'self' 'nonce-abc'; script-src 'self' 'strict-dynamic' https://k.test 'nonce-abc'";
    const shared = await shareableDocument(html(body, { 'Content-Security-Policy': policy }));
    expect(shared.html).not.toMatch(/<[^>]*\snonce=/);
    expect(shared.html).toContain('<p>nonce="abc" in text stays</p>');
    expect(shared.policy).toBe(
      `default-src 'self'; script-src 'self' https://k.test ${sha('window.a=1')} ${sha('import "/x.js";')}`,
    );
  });

  it('leaves a policy without script-src hashes alone apart from the nonce', () => {
    expect(hashedPolicy("img-src 'self'; script-src 'nonce-q'", [])).toBe("img-src 'self'; script-src");
  });
});

describe('visitorRedirect (a raw attribute value)', () => {
  it("names the visitor's own URL for the rendered one, fragment kept; any other value is left", () => {
    const visitor = '/shop?a=1&utm_source=m';
    expect(visitorRedirect('/shop?a=1', '/shop?a=1', visitor)).toBe('/shop?a=1&amp;utm_source=m');
    expect(visitorRedirect('/shop?a=1#newsletter', '/shop?a=1', visitor)).toBe('/shop?a=1&amp;utm_source=m#newsletter');
    expect(visitorRedirect('/shop?a=1&amp;b=2', '/shop?a=1&b=2', '/shop?a=1&b=2&x=3')).toBe(
      '/shop?a=1&amp;b=2&amp;x=3',
    );
    expect(visitorRedirect('/shop?a=12', '/shop?a=1', visitor)).toBeNull();
    expect(visitorRedirect('/cart', '/shop?a=1', visitor)).toBeNull();
  });
});

describe('forVisitor', () => {
  it('gives every form a fresh form token and the redirects the visitor’s URL, leaving scripts alone', async () => {
    const stored = html(`<p>Grüsse</p>${form('/shop?a=1')}${script}${form('/cart', '2.old')}`);
    const served = await (
      await forVisitor(stored, { secret: SECRET, rendered: '/shop?a=1', visitor: '/shop?a=1&utm_source=m' })
    ).text();
    const tokens = [...served.matchAll(/name="formToken" value="([^"]+)"/g)].map((m) => m[1]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[0]).not.toBe('1.old');
    expect(await checkFormToken(SECRET, tokens[0], Date.now() + 5_000)).toBe('ok');
    expect(served).toContain('name="redirectTo" value="/shop?a=1&amp;utm_source=m"');
    expect(served).toContain('name="redirectTo" value="/cart"');
    expect(served).toContain(script);
    expect(served).toContain('<p>Grüsse</p>');
  });
});
