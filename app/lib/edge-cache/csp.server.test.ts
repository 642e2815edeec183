import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashedPolicy, shareableDocument } from './csp.server';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('shareableDocument', () => {
  it('drops the nonce, hashes the inline scripts (not data blocks, not src scripts)', async () => {
    const html =
      '<script nonce="abc">window.a=1</script><script type="application/ld+json">{"x":1}</script>' +
      '<script nonce="abc" type="module" async="">import "/x.js";</script><script src="/y.js" nonce="abc"></script>' +
      '<link rel="modulepreload" href="/z.js" nonce="abc"/>';
    const policy = "default-src 'self' 'nonce-abc'; script-src 'self' 'strict-dynamic' https://k.test 'nonce-abc'";
    const shared = await shareableDocument(html, policy);
    expect(shared.html).not.toContain('nonce');
    expect(shared.hashes).toEqual([sha('window.a=1'), sha('import "/x.js";')]);
    expect(shared.policy).toBe(
      `default-src 'self'; script-src 'self' https://k.test ${sha('window.a=1')} ${sha('import "/x.js";')}`,
    );
  });

  it('leaves a policy without script-src hashes alone apart from the nonce', () => {
    expect(hashedPolicy("img-src 'self'; script-src 'nonce-q'", [])).toBe("img-src 'self'; script-src");
  });
});
