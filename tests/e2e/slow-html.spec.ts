// A page whose HTML arrives in parts (a slow network, a busy phone) is painted part by part: what
// is already on screen must not move when the rest comes (CLS 0, issue 33). The page is served
// through a small proxy that holds the document's rest back at a chosen point until the first part
// has painted.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/** Forwards to the worker; a document is sent up to `split(html)`, the rest once `release` is called. */
async function slowProxy(baseURL: string, split: (html: string) => number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'accept-encoding', 'connection'].includes(name))
        headers.set(name, value);
    }
    const upstream = await fetch(new URL(req.url!, baseURL), { headers, redirect: 'manual' });
    const type = upstream.headers.get('content-type') ?? '';
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) out[name] = value;
    });
    res.writeHead(upstream.status, out);
    if (!type.startsWith('text/html')) return res.end(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    const at = split(html);
    expect(at, 'the split point is in the page').toBeGreaterThan(0);
    res.write(html.slice(0, at));
    await released;
    res.end(html.slice(at));
  };
  const server: Server = createServer((req, res) => void forward(req, res));
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  // The browser keeps its connections open after the page closes: they are cut, or close would wait.
  const close = () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections()));
  return { origin, release, close };
}

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map(
            (s) => `${s.node?.outerHTML.slice(0, 80) ?? ''} ${box(s.previousRect)} → ${box(s.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** `after` in the page's HTML, from `from` on: the split falls just after it. */
const after =
  (marker: string, from = '') =>
  (html: string) => {
    const start = html.indexOf(from);
    const at = start < 0 ? -1 : html.indexOf(marker, start);
    return at < 0 ? -1 : at + marker.length;
  };

const CASES = [
  // A first visit: the consent bar (fixed to the bottom) arrives half, then whole.
  {
    name: 'the consent bar',
    path: '/',
    width: 375,
    split: after('<details', 'id="cookie-consent"'),
    painted: '#cookie-consent',
  },
  // The header's right end: the search, then the actions (language, cart, orders, the burger).
  { name: 'the header', path: '/shop', width: 375, split: after('</form>', '<header'), painted: 'header form' },
  { name: 'the header', path: '/shop', width: 1280, split: after('</details>', '<header'), painted: 'header details' },
  {
    name: 'the header menus',
    path: '/cart',
    width: 1280,
    split: after('>', '<details name="nav-menu"'),
    painted: 'header nav details',
  },
  // A page that grows past the window while it loads (its scrollbar comes).
  {
    name: 'the product page',
    path: '/shop/black-ghost',
    width: 768,
    split: after('</summary>', '<main'),
    painted: 'main details',
  },
  {
    name: 'the product options',
    path: '/shop/black-ghost',
    width: 375,
    split: after('</li>', 'id="options"'),
    painted: '#options li',
  },
  { name: 'the FAQ', path: '/fr/faq', width: 1280, split: after('</summary>', '<main'), painted: 'main details' },
  { name: 'the cart', path: '/cart', width: 375, split: after('</h1>', '<main'), painted: 'main h1' },
  { name: 'home', path: '/', width: 375, split: after('</h1>', '<main'), painted: 'main h1' },
];

test.describe('HTML that arrives in parts', () => {
  test.skip(({ javaScript }) => !javaScript, 'The layout-shift observer is a script.');
  test.use({ consent: '' });

  for (const { name, path, width, split, painted } of CASES) {
    test(`${name} at ${width} px: nothing on screen moves when the rest arrives`, async ({ page, baseURL }) => {
      const proxy = await slowProxy(baseURL!, split);
      try {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        await observeShifts(page);
        await gotoHydrated(page, proxy.origin + path, { waitUntil: 'commit' });
        await page.locator(painted).waitFor({ state: 'attached' });
        await settle(page);
        // The brand face swapping in is header-bar.spec's case (a late face moves nothing a
        // shopper sees); here only what the rest of the HTML does counts.
        await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
        await settle(page);
        await page.evaluate(() => ((window as unknown as { shifts: unknown[] }).shifts.length = 0));
        proxy.release();
        await page.waitForLoadState('load');
        await settle(page);
        expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
        await expect(page.locator('#cookie-consent')).toBeVisible();
      } finally {
        await page.close();
        proxy.release();
        await proxy.close();
      }
    });
  }
});
