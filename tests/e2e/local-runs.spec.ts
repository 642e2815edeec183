// What only a real local run shows (issue 30, items 8, 10 and 11): wrangler reading a `.env` copied
// from .env.example, a chunked body over 64 KB on a keep-alive connection in workerd, and 16 KB of
// cookies against the mock's real HTTP server. Plain HTTP, no browser: once, in the js project.
import { copyFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectEnv } from '../../scripts/project-env.ts';
import { startWorker, stop, waitForUrl } from '../../scripts/processes.ts';
import { expect, test } from './fixtures';

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'plain HTTP: once is enough');

test('the preview with .env copied from .env.example answers 200 (item 8)', async ({ baseURL }) => {
  test.setTimeout(90_000);
  // wrangler reads the .env beside its config itself: a copy of the project's config, beside it
  // the example's .env, the build linked in. The env is passed as `npm run preview` passes it.
  const dir = mkdtempSync(join(tmpdir(), 'dotenv-preview-'));
  copyFileSync('wrangler.toml', join(dir, 'wrangler.toml'));
  copyFileSync('.env.example', join(dir, '.env'));
  symlinkSync(resolve('dist'), join(dir, 'dist'), 'dir');
  const port = Number(new URL(baseURL!).port) + 2;
  const worker = startWorker(projectEnv(), port, ['--config', join(dir, 'wrangler.toml')]);
  try {
    // Up: an edge rule answers before the env is read (a bad env would make every page 500).
    await waitForUrl(`http://localhost:${port}/instagram`, 60_000);
    const home = await fetch(`http://localhost:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Sharkblades');
  } finally {
    stop(worker);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** One request on `agent` (a single keep-alive socket); the status, body and the socket's port. */
function send(agent: http.Agent, url: URL, method: string, body?: Buffer) {
  return new Promise<{ status: number; text: string; port: number }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        timeout: 10_000,
        headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text, port: request.socket!.localPort! }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url.pathname}: no answer in 10 s`)));
    request.on('error', reject);
    // Written in pieces without a length: chunked, as a streaming client sends it.
    for (let at = 0; body && at < body.length; at += 8 * 1024) request.write(body.subarray(at, at + 8 * 1024));
    request.end();
  });
}

test('a chunked body over 64 KB gets 413, and the next request on that connection works (item 10)', async ({
  baseURL,
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const big = Buffer.from(`intent=add&note=${'a'.repeat(70 * 1024)}`);
    const refused = await send(agent, new URL('/en/cart', baseURL), 'POST', big);
    expect(refused.status).toBe(413);
    expect(refused.text).toContain('The request is too large.');
    const next = await send(agent, new URL('/json/version', baseURL), 'GET');
    expect(next.status).toBe(200);
    expect(next.port, 'the same keep-alive connection').toBe(refused.port);
  } finally {
    agent.destroy();
  }
});

test('16 KB of the site’s cookies leave /cart working (item 11)', async ({ page, baseURL }) => {
  // A cart first, so /cart asks Shopify for it (the mock's HTTP server takes 16 KB of headers).
  const added = await page.request.post('/cart', {
    form: { intent: 'add', merchandiseId: 'gid://shopify/ProductVariant/40000000000001', redirectTo: '/cart' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const junk = Array.from({ length: 40 }, (_, i) => ({ name: `site_${i}`, value: 'x'.repeat(400), url: baseURL! }));
  await page.context().addCookies(junk);
  const cart = await page.request.get('/cart');
  expect(cart.status()).toBe(200);
  expect(await cart.text()).toContain('Sharkblades');
});
