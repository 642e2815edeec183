// Inspection endpoints of the mock server, for e2e tests: reset, read what each upstream
// received, look at or complete a cart, and simulate an outage.
import { http, HttpResponse } from 'msw';
import { resetState, state, type RecordedRequest } from './state';

const UPSTREAMS = new Set<RecordedRequest['upstream']>(['storefront', 'admin', 'checkout', 'klarna', 'recaptcha']);

export const inspectHandlers = [
  http.get('*/__mock/health', () => HttpResponse.json({ ok: true })),
  http.post('*/__mock/reset', () => {
    resetState();
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/__mock/requests', ({ request }) => {
    const upstream = new URL(request.url).searchParams.get('upstream');
    return HttpResponse.json(state.requests.filter((r) => !upstream || r.upstream === upstream));
  }),
  http.get('*/__mock/carts/:token', ({ params }) => {
    const cart = state.carts.get(String(params.token));
    return cart ? HttpResponse.json(cart) : HttpResponse.json({ error: 'No such cart' }, { status: 404 });
  }),
  http.post('*/__mock/carts/:token/complete', ({ params }) => {
    const cart = state.carts.get(String(params.token));
    if (!cart) return HttpResponse.json({ error: 'No such cart' }, { status: 404 });
    cart.completed = true;
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__mock/outage', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { upstream?: string; down?: boolean };
    const upstream = body.upstream as RecordedRequest['upstream'];
    if (!UPSTREAMS.has(upstream)) return HttpResponse.json({ error: 'Unknown upstream' }, { status: 400 });
    if (body.down) state.outage.add(upstream);
    else state.outage.delete(upstream);
    return HttpResponse.json({ ok: true, down: [...state.outage] });
  }),
];
