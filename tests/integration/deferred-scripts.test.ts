// The document's script block through the built worker (docs/decisions/160, 183, 195): React
// Router's <Scripts /> is rendered inside one inert template (preloads, context script, module
// script, in that order), the boot script follows it, then the loader data, last in <body>; the
// page's CSP allows the boot script and what it restores (nonce when personal, hashes when shared).
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '~/components/shell/deferred-scripts';
import { edgeCache, request } from '../support/worker';

const PRODUCT = '/shop/sharkblades';
const TEMPLATE = /<template data-deferred="">([\s\S]*?)<\/template>/g;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

afterEach(() => {
  edgeCache.enabled = false;
  edgeCache.clear();
});

describe('a personal page (nonce)', () => {
  it('keeps <Scripts /> in one template, in its own order, then the boot script', async () => {
    const response = await request(PRODUCT, { headers: { Cookie: 'session=personal' } });
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1];

    const templates = [...html.matchAll(TEMPLATE)].map((m) => m[1]!);
    expect(templates).toHaveLength(1);
    const scripts = templates[0]!;
    expect(scripts).toContain('<link rel="modulepreload" href="/assets/framework-');
    expect(scripts).toContain('/assets/product-');
    // Hydration expects, once restored: preloads, the context script, the module script.
    const lastPreload = scripts.lastIndexOf('rel="modulepreload"');
    const context = scripts.indexOf('window.__reactRouterContext = ');
    const module = scripts.indexOf('type="module"');
    expect(lastPreload).toBeLessThan(context);
    expect(context).toBeLessThan(module);
    expect(scripts).toMatch(/import\("\/assets\/entry\.client-/);
    expect(html).toContain(`</template><script nonce="${nonce}">${BOOT_SCRIPT}</script>`);

    // React Router's loader data follows the boot script, the body's last element; nothing follows
    // </html> (docs/decisions/195).
    const boot = `</template><script nonce="${nonce}">${BOOT_SCRIPT}</script>`;
    const tail = html.slice(html.indexOf(boot) + boot.length);
    const stream = 'window.__reactRouterContext.streamController';
    expect(tail.startsWith(`<script nonce="${nonce}">${stream}.enqueue("`)).toBe(true);
    expect(tail.endsWith(`);${stream}.close();</script></body></html>`)).toBe(true);
    const payload = JSON.parse(tail.slice(tail.indexOf('(') + 1, tail.lastIndexOf(`);${stream}.close`))) as string;
    expect(payload).toContain('"routes/product"');
    expect(payload).toContain('"Sharkblades"');

    // Nothing outside the template asks for the app's JavaScript before the boot script runs.
    const live = html.replace(TEMPLATE, '');
    expect(live).not.toContain('rel="modulepreload"');
    expect(live).not.toMatch(/type="module"/);
    expect(live).not.toMatch(/<script[^>]+src="\/assets\//);
  });
});

describe('a shared page (hashed CSP)', () => {
  it('lists the hashes of the boot script and of the scripts it restores', async () => {
    edgeCache.clear();
    edgeCache.enabled = true;
    const response = await request(PRODUCT);
    expect(response.headers.get('x-cache')).toBe('MISS');
    const html = await response.text();
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy')!)![1]!;
    expect(html).toContain(`</template><script>${BOOT_SCRIPT}</script>`);
    expect(scriptSrc).toContain(sha256(BOOT_SCRIPT));
    const [template] = [...html.matchAll(TEMPLATE)].map((m) => m[1]!);
    const inline = [...template!.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(2);
    for (const body of inline) expect(scriptSrc).toContain(sha256(body));
    // The loader data's script, after the boot script.
    const data = /<script>(window\.__reactRouterContext\.streamController\.enqueue[^<]*)<\/script><\/body>/.exec(html);
    expect(scriptSrc).toContain(sha256(data![1]!));
  });
});
