// The document's script block through the built worker (docs/decisions/160): React Router's
// module preloads and route module wait in inert templates, the context script stays live, and the
// boot script that restores them is allowed by the page's CSP (nonce when personal, hash when shared).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '~/lib/http/deferred-hydration.server';
import { edgeCache, request } from '../support/worker';

const PRODUCT = '/shop/sharkblades';
const TEMPLATE = /<template data-deferred>([\s\S]*?)<\/template>/g;

const outsideTemplates = (html: string) => html.replace(TEMPLATE, '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

afterEach(() => {
  edgeCache.enabled = false;
  edgeCache.clear();
});

describe('a personal page (nonce)', () => {
  it('keeps every module preload and the route module in templates, then the boot script', async () => {
    const response = await request(PRODUCT, { headers: { Cookie: 'session=personal' } });
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];

    const [preloads, module] = [...html.matchAll(TEMPLATE)].map((m) => m[1]!);
    expect(preloads).toMatch(/^(<link rel="modulepreload" href="\/assets\/[^"]+\.js" nonce="[^"]+"\/>)+$/);
    expect(preloads).toContain('/assets/framework-');
    expect(preloads).toContain('/assets/product-');
    expect(module).toMatch(/^<script nonce="[^"]+" type="module" async="">[\s\S]*import\("\/assets\/entry\.client-/);

    // The order hydration expects once the templates are restored: preloads, context, module.
    const contextAt = html.indexOf('window.__reactRouterContext = ');
    expect(html.indexOf('<template data-deferred><link')).toBeLessThan(contextAt);
    expect(html.indexOf('<template data-deferred><script')).toBeGreaterThan(contextAt);
    expect(html).toContain(`</template><script nonce="${nonce}">${BOOT_SCRIPT}</script>`);

    // Nothing outside the templates asks for the app's JavaScript before the boot script runs.
    const live = outsideTemplates(html);
    expect(live).not.toContain('rel="modulepreload"');
    expect(live).not.toMatch(/type="module"/);
    expect(live).not.toMatch(/<script[^>]+src="\/assets\//);
  });
});

describe('a shared page (hashed CSP)', () => {
  it('lists the hashes of the boot script and of the deferred module script', async () => {
    edgeCache.clear();
    edgeCache.enabled = true;
    const response = await request(PRODUCT);
    expect(response.headers.get('x-cache')).toBe('MISS');
    const html = await response.text();
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy')!)![1]!;
    expect(html).toContain(`</template><script>${BOOT_SCRIPT}</script>`);
    expect(scriptSrc).toContain(sha256(BOOT_SCRIPT));
    const module = /<template data-deferred><script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(scriptSrc).toContain(sha256(module));
  });
});
