// Mock Klarna Payments API (https://docs.klarna.com/klarna-payments/): sessions, and orders from
// an authorization token, with the checks the real API makes (HTTP basic auth, order amounts that
// add up, a locale Klarna supports in the purchase country). Also serves a stand-in for Klarna's
// browser widget (lib/v1/api.js) whose authorize() approves at once with a token the mock recognises.
import { http, HttpResponse } from 'msw';
import { MOCK_KLARNA_PASSWORD, MOCK_KLARNA_USERNAME } from '../config';
import { injectFault } from '../faults';
import { canonicalLocale } from '../locale';
import { nextId, record, state, type MockKlarnaOrderBody } from '../state';

const error = (status: number, code: string, messages: string[]) =>
  HttpResponse.json({ error_code: code, error_messages: messages, correlation_id: `corr-${nextId()}` }, { status });

function authorized(request: Request) {
  const header = request.headers.get('authorization') ?? '';
  const expected = `Basic ${btoa(`${MOCK_KLARNA_USERNAME}:${MOCK_KLARNA_PASSWORD}`)}`;
  return header === expected;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The locales Klarna Payments supports per purchase country (Klarna's "purchase countries, currencies
 * and locales" table): the country's own languages and English, always with that country's region.
 */
export const KLARNA_LOCALES: Record<string, readonly string[]> = {
  AT: ['de-AT', 'en-AT'],
  AU: ['en-AU'],
  BE: ['nl-BE', 'fr-BE', 'en-BE'],
  CA: ['en-CA', 'fr-CA'],
  CH: ['de-CH', 'fr-CH', 'it-CH', 'en-CH'],
  CZ: ['cs-CZ', 'en-CZ'],
  DE: ['de-DE', 'en-DE'],
  DK: ['da-DK', 'en-DK'],
  ES: ['es-ES', 'en-ES'],
  FI: ['fi-FI', 'sv-FI', 'en-FI'],
  FR: ['fr-FR', 'en-FR'],
  GB: ['en-GB'],
  GR: ['el-GR', 'en-GR'],
  IE: ['en-IE'],
  IT: ['it-IT', 'en-IT'],
  NL: ['nl-NL', 'en-NL'],
  NO: ['nb-NO', 'en-NO'],
  NZ: ['en-NZ'],
  PL: ['pl-PL', 'en-PL'],
  PT: ['pt-PT', 'en-PT'],
  RO: ['ro-RO', 'en-RO'],
  SE: ['sv-SE', 'en-SE'],
  US: ['en-US', 'es-US'],
};

/** Klarna's `locale`: RFC 1766 `language-COUNTRY` (a hyphen, never `_`), one it supports in the purchase country. */
function localeErrors(locale: unknown, country: unknown): string[] {
  if (typeof locale !== 'string' || !/^[a-z]{2}-[A-Z]{2}$/.test(locale) || canonicalLocale(locale) !== locale) {
    return ['Bad value: locale'];
  }
  const supported = typeof country === 'string' ? KLARNA_LOCALES[country] : undefined;
  if (supported && !supported.includes(locale)) {
    return [`Bad value: locale (${locale} is not supported for purchase_country ${country})`];
  }
  return [];
}

/** The payment category's name as Klarna's widget shows it, in the session's language. */
const PAY_LATER: Record<string, string> = { de: 'Später bezahlen.', fr: 'Payer plus tard.', it: 'Paga dopo.' };

/** Klarna's order validation: every amount an integer in minor units, and the sums match. */
export function orderErrors(body: Partial<MockKlarnaOrderBody>): string[] {
  const errors: string[] = [];
  if (!/^[A-Z]{2}$/.test(body.purchase_country ?? '')) errors.push('Bad value: purchase_country');
  if (!/^[A-Z]{3}$/.test(body.purchase_currency ?? '')) errors.push('Bad value: purchase_currency');
  errors.push(...localeErrors(body.locale, body.purchase_country));
  if (!isInt(body.order_amount)) errors.push('Bad value: order_amount');
  if (!isInt(body.order_tax_amount)) errors.push('Bad value: order_tax_amount');
  const lines = body.order_lines;
  if (!Array.isArray(lines) || lines.length === 0) return [...errors, 'Bad value: order_lines'];
  lines.forEach((line, i) => {
    for (const key of ['quantity', 'unit_price', 'total_amount', 'tax_rate', 'total_tax_amount'] as const) {
      if (!isInt(line[key])) errors.push(`Bad value: order_lines[${i}].${key}`);
    }
    if (!line.name) errors.push(`Bad value: order_lines[${i}].name`);
    if (line.total_amount !== line.quantity * line.unit_price) {
      errors.push(`Bad value: order_lines[${i}].total_amount does not match quantity * unit_price`);
    }
    const tax = line.total_amount - (line.total_amount * 10000) / (10000 + line.tax_rate);
    if (Math.abs(line.total_tax_amount - tax) > 1) errors.push(`Bad value: order_lines[${i}].total_tax_amount`);
  });
  const sum = (key: 'total_amount' | 'total_tax_amount') => lines.reduce((s, l) => s + l[key], 0);
  if (sum('total_amount') !== body.order_amount) errors.push('Bad value: order_amount does not match order lines');
  if (sum('total_tax_amount') !== body.order_tax_amount) {
    errors.push('Bad value: order_tax_amount does not match order lines');
  }
  return errors;
}

const WIDGET = `// Stand-in for Klarna's Payments widget (mock).
(function () {
  var token = null;
  window.Klarna = { Payments: {
    init: function (options) { token = options.client_token; },
    load: function (options, data, callback) {
      if (typeof data === 'function') { callback = data; }
      var el = document.querySelector(options.container);
      if (el) { el.textContent = 'Klarna: Pay later (mock widget)'; }
      if (callback) callback({ show_form: true });
    },
    authorize: function (options, data, callback) {
      if (typeof data === 'function') { callback = data; }
      callback({ approved: !!token, show_form: true, authorization_token: token ? 'auth-' + token : undefined });
    }
  } };
  if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
})();
`;

export const klarnaHandlers = [
  http.get(
    '*/klarna/lib/v1/api.js',
    () => new HttpResponse(WIDGET, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }),
  ),

  http.post('*/klarna/payments/v1/sessions', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<MockKlarnaOrderBody> | null;
    record({ upstream: 'klarna', method: 'POST', path: new URL(request.url).pathname, headers: {}, body });
    const fault = await injectFault('klarna', request);
    if (fault) return fault;
    if (!authorized(request)) return error(401, 'UNAUTHORIZED', ['Invalid credentials']);
    if (!body) return error(400, 'BAD_VALUE', ['Malformed JSON']);
    const errors = orderErrors(body);
    if (errors.length) return error(400, 'BAD_VALUE', errors);
    const id = `ks-${nextId()}`;
    const clientToken = `ct-${nextId()}`;
    state.klarnaSessions.set(id, { id, clientToken, body: body as MockKlarnaOrderBody, orderId: null });
    return HttpResponse.json({
      session_id: id,
      client_token: clientToken,
      payment_method_categories: [
        {
          identifier: 'pay_later',
          name: PAY_LATER[body.locale!.slice(0, 2)] ?? 'Pay later.',
          asset_urls: { descriptive: '', standard: '' },
        },
      ],
    });
  }),

  http.post('*/klarna/payments/v1/authorizations/:token/order', async ({ request, params }) => {
    const body = (await request.json().catch(() => null)) as Partial<MockKlarnaOrderBody> | null;
    record({ upstream: 'klarna', method: 'POST', path: new URL(request.url).pathname, headers: {}, body });
    const fault = await injectFault('klarna', request);
    if (fault) return fault;
    if (!authorized(request)) return error(401, 'UNAUTHORIZED', ['Invalid credentials']);
    const token = String(params.token);
    const session = [...state.klarnaSessions.values()].find((s) => `auth-${s.clientToken}` === token);
    if (!session) return error(404, 'NOT_FOUND', ['Invalid authorization token']);
    if (session.orderId) return error(409, 'ORDER_ALREADY_PLACED', ['An order was already placed for this token']);
    if (!body) return error(400, 'BAD_VALUE', ['Malformed JSON']);
    const errors = orderErrors(body);
    if (body.order_amount !== session.body.order_amount || body.purchase_currency !== session.body.purchase_currency) {
      errors.push('Bad value: order_amount differs from the authorized amount');
    }
    if (errors.length) return error(400, 'BAD_VALUE', errors);
    session.orderId = `ko-${nextId()}`;
    return HttpResponse.json({
      order_id: session.orderId,
      redirect_url: `https://mock.klarna.invalid/confirmation/${session.orderId}`,
      fraud_status: 'ACCEPTED',
      authorized_payment_method: { type: 'invoice' },
    });
  }),
];
