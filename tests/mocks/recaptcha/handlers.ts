// reCAPTCHA v3 mock: the browser script (`grecaptcha.ready/execute`) and `siteverify`.
// Contract: siteverify fails a token that starts with `fail`, scores one that starts with `low` at
// 0.1, and otherwise succeeds with score 0.9 and the action (and host name) that the browser
// script encoded in the token; a token is good once (then `timeout-or-duplicate`), and a wrong
// secret is `invalid-input-secret`. `POST /__mock/recaptcha {"script": mode}` makes the browser
// script misbehave for e2e tests (modes in RecaptchaScriptMode; reset with /__mock/reset).
import { http, HttpResponse } from 'msw';
import { injectFault } from '../faults';
import { MOCK_RECAPTCHA_SECRET } from '../config';
import { record, state, type RecaptchaScriptMode } from '../state';

const MODES = new Set<RecaptchaScriptMode>(['ok', 'low', 'fail', 'missing', 'reject', 'unavailable']);

/** A token as the mock's browser script makes it (tests build their own with this). */
export function mockRecaptchaToken(claims: { action: string; hostname: string }, prefix = 'ok') {
  const payload = Buffer.from(JSON.stringify({ ...claims, nonce: Math.random().toString(36).slice(2) }));
  return `${prefix}.${payload.toString('base64url')}`;
}

function browserScript(mode: RecaptchaScriptMode) {
  if (mode === 'missing') return '/* reCAPTCHA mock: loads, but defines no grecaptcha */';
  const execute =
    mode === 'reject'
      ? 'return Promise.reject(new Error("mock: execute failed"));'
      : `var claims = { action: options && options.action, hostname: location.hostname, nonce: Math.random().toString(36).slice(2) };
         var payload = btoa(JSON.stringify(claims)).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
         return new Promise(function (resolve) { setTimeout(function () { resolve(${JSON.stringify(mode)} + '.' + payload); }, 20); });`;
  return `(function () {
  window.__recaptchaMock = { executed: [] };
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      window.__recaptchaMock.executed.push({ siteKey: siteKey, action: options && options.action });
      ${execute}
    }
  };
})();`;
}

function decode(token: string): { action?: string; hostname?: string } {
  try {
    return JSON.parse(Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url').toString('utf8')) as {
      action?: string;
      hostname?: string;
    };
  } catch {
    return {};
  }
}

export const recaptchaHandlers = [
  http.get('*/recaptcha/api.js', ({ request }) => {
    const url = new URL(request.url);
    record({ upstream: 'recaptcha', method: 'GET', path: url.pathname + url.search, headers: {}, body: null });
    if (state.recaptchaScript === 'unavailable') return new HttpResponse('Service Unavailable', { status: 503 });
    return new HttpResponse(browserScript(state.recaptchaScript), {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }),

  http.post('*/recaptcha/api/siteverify', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const secret = form.get('secret');
    const token = form.get('response') ?? '';
    record({
      upstream: 'recaptcha',
      method: 'POST',
      path: new URL(request.url).pathname,
      headers: {},
      body: { response: token, remoteip: form.get('remoteip'), secretOk: secret === MOCK_RECAPTCHA_SECRET },
    });
    const fault = await injectFault('recaptcha', request);
    if (fault) return fault;
    const refuse = (code: string) => HttpResponse.json({ success: false, 'error-codes': [code] });
    if (secret !== MOCK_RECAPTCHA_SECRET) return refuse('invalid-input-secret');
    if (!token) return refuse('missing-input-response');
    if (token.startsWith('fail')) return refuse('invalid-input-response');
    if (state.recaptchaTokens.has(token)) return refuse('timeout-or-duplicate');
    state.recaptchaTokens.add(token);
    const claims = decode(token);
    return HttpResponse.json({
      success: true,
      score: token.startsWith('low') ? 0.1 : 0.9,
      action: claims.action ?? '',
      hostname: claims.hostname ?? '',
      challenge_ts: new Date().toISOString(),
    });
  }),

  http.post('*/__mock/recaptcha', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { script?: string };
    const mode = body.script as RecaptchaScriptMode;
    if (!MODES.has(mode))
      return HttpResponse.json({ error: `script must be one of ${[...MODES].join(', ')}` }, { status: 400 });
    state.recaptchaScript = mode;
    return HttpResponse.json({ ok: true, script: mode });
  }),
];
