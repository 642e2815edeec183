// Mock RudderStack data plane: POST {plane}/v1/batch (basic auth, the write key as user name) and
// POST {plane}/beacon/v1/batch?writeKey=… (what sendBeacon can send: no headers, text/plain).
// Payloads are checked against ./contract (400 with the first problem otherwise) and recorded
// (`GET /__mock/requests?upstream=analytics`); CORS as the real data plane answers it.
import { http, HttpResponse } from 'msw';
import { MOCK_RUDDERSTACK_WRITE_KEY } from '../config';
import { injectFault } from '../faults';
import { record } from '../state';
import { Batch } from './contract';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, content-type, anonymousid',
  'Access-Control-Max-Age': '600',
};

function preflight(request: Request) {
  const asked = request.headers.get('access-control-request-headers');
  const headers = { ...CORS, ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}) };
  return new HttpResponse(null, { status: 204, headers });
}

function writeKey(request: Request): string | null {
  const query = new URL(request.url).searchParams.get('writeKey');
  if (query) return query;
  const match = /^Basic (.+)$/.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return null;
  try {
    return atob(match[1]).replace(/:$/, '');
  } catch {
    return null;
  }
}

async function collect(request: Request) {
  const path = new URL(request.url).pathname;
  const text = await request.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const key = writeKey(request);
  const parsed = Batch.safeParse(body);
  const valid = String(key === MOCK_RUDDERSTACK_WRITE_KEY && parsed.success);
  record({ upstream: 'analytics', method: 'POST', path, headers: { writeKey: key ?? '', valid }, body });
  const fault = await injectFault('analytics', request);
  if (fault) return fault;
  if (key !== MOCK_RUDDERSTACK_WRITE_KEY) return new HttpResponse('Invalid write key', { status: 401, headers: CORS });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return new HttpResponse(`Invalid payload: ${issue?.path.join('.')} ${issue?.message}`, {
      status: 400,
      headers: CORS,
    });
  }
  return new HttpResponse('OK', { headers: CORS });
}

export const analyticsHandlers = [
  // Preflight: like the hosted data plane, any requested header is allowed (tests add their own).
  http.options('*/analytics/*', ({ request }) => preflight(request)),
  http.options('*/analytics/beacon/*', ({ request }) => preflight(request)),
  http.post('*/analytics/v1/batch', ({ request }) => collect(request)),
  http.post('*/analytics/beacon/v1/batch', ({ request }) => collect(request)),
];
