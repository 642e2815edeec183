// Open-redirect and XSS payloads (issue 9) over every redirect parameter, path echo, form field
// and header that reaches a page, through the built worker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../support/shopper';
import { ORIGIN, request } from '../support/worker';

const AVAILABLE = 'gid://shopify/ProductVariant/40000000000001';

const REDIRECTS = [
  'https://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '%2F%2Fevil.example',
  'evil.example',
  '@evil.example',
  'http://localhost:8787@evil.example',
  `${ORIGIN}.evil.example`,
  'https://evil.example%2F@localhost:8787',
  '/..//evil.example',
  '/./\\evil.example',
  '//%09/evil.example',
  '\u3002evil.example',
  '//evil%E3%80%82example',
  'ftp://evil.example',
  '/cart?x=//evil.example',
];

/** A Location is safe when it stays on this origin. */
function staysHome(location: string | null) {
  if (location === null) return true;
  if (/^[\s\\/]*[\\/]{2}/.test(location) || /^\/\\/.test(location)) return false;
  return new URL(location, ORIGIN).origin === ORIGIN || /^https:\/\/(www\.)?(instagram|linkedin)\.com\//.test(location);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe(`open redirects (${REDIRECTS.length} payloads × cart, country, referer, review, legacy paths)`, () => {
  it('never sends a shopper off the shop', async () => {
    const hits: string[] = [];
    const shopper = client();
    for (const payload of REDIRECTS) {
      const sends = [
        () => shopper.cart({ intent: 'add', merchandiseId: AVAILABLE, redirectTo: payload }),
        () => shopper.post('/country', { country: 'DE', redirectTo: payload }),
        // A header cannot carry control characters: those are sent percent-encoded.
        () =>
          shopper.post(
            '/country',
            { country: 'DE' },
            { Referer: payload.replace(/[^\x21-\x7e]/g, encodeURIComponent) },
          ),
        () => request(`/review?${new URLSearchParams({ review: '1', redirect: payload })}`),
        () => request(`${ORIGIN}/products/${encodeURIComponent(payload)}`),
        () => request(`${ORIGIN}/${payload.replace(/^\/+/, '')}`),
      ];
      for (const send of sends) {
        const response = await send();
        const location = response.headers.get('location');
        if (!staysHome(location)) hits.push(`${payload} → ${location}`);
      }
    }
    expect(hits).toEqual([]);
    // 192 requests, one at a time: like the markup test below, a budget for a loaded machine.
  }, 60_000);
});

const XSS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg onload=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '</title><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<iframe src=javascript:alert(1)>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '"-alert(1)-"',
  "';alert(1);//",
  '<details open ontoggle=alert(1)>',
  '<math><mtext><img src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<style>@import "javascript:alert(1)"</style>',
  '<object data=javascript:alert(1)>',
  '<embed src=javascript:alert(1)>',
  '<base href=//evil.example/>',
  '<meta http-equiv=refresh content="0;url=//evil.example">',
  '<form action=//evil.example><button>x</button></form>',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '<scr<script>ipt>alert(1)</script>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<svg><script>alert(1)</script></svg>',
  '<img src="x" onerror="alert(1)">',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '<!--<script>alert(1)</script>-->',
];

/** Markup of the payload that would run if it reached the page unescaped. */
const DANGEROUS =
  /<(script|img|svg|iframe|body|a|details|math|input|video|marquee|style|object|embed|base|meta|form)[\s>/]/i;

describe(`XSS (${XSS.length} payloads × paths, queries, form fields, headers)`, () => {
  it('never reflects a payload as markup', async () => {
    const hits: string[] = [];
    const shopper = client();
    for (const payload of XSS) {
      const sends: [string, () => Promise<Response>][] = [
        ['path', () => request(`/${encodeURIComponent(payload)}`)],
        ['product path', () => request(`/shop/${encodeURIComponent(payload)}`)],
        ['article path', () => request(`/stories/blog/${encodeURIComponent(payload)}`)],
        [
          'query',
          () =>
            request(`/shop/sharkblades?Size=${encodeURIComponent(payload)}&utm_source=${encodeURIComponent(payload)}`),
        ],
        ['cart field', () => shopper.cart({ intent: 'discount', discountCode: payload })],
        ['cart note', () => shopper.fetcherCart({ intent: 'note', note: payload })],
        ['cart page', () => shopper.send('/cart')],
        ['country field', () => shopper.post('/country', { country: payload })],
        ['geo headers', () => request('/api/geoip', { headers: { 'cf-ipcity': payload, 'cf-region': payload } })],
        ['referer', () => request('/', { headers: { Referer: `${ORIGIN}/${payload}` } })],
      ];
      for (const [where, send] of sends) {
        const response = await send();
        const type = response.headers.get('content-type') ?? '';
        const body = await response.text();
        if (!type.includes('html')) continue;
        const raw = payload.match(DANGEROUS)?.[0];
        if (raw && body.includes(payload)) hits.push(`${where}: ${payload}`);
      }
    }
    expect(hits).toEqual([]);
  }, 60_000);
});
