// Inspection endpoints of the mock server, for e2e tests: reset, read what each upstream
// received, look at or complete a cart, inject faults (./faults.ts), and read or change the
// catalogue's size (`POST /__mock/catalogue {"size":5000}`; reset returns to the one it started with).
import { http, HttpResponse } from 'msw';
import { activeFaults, FaultSchema, setFault } from './faults';
import { z } from 'zod';
import { catalogueSummary, switchCatalogue } from './storefront/catalogue-control';
import { MAX_CATALOGUE_SIZE, resetCatalogue } from './storefront/seed';
import { resetState, state } from './state';
import { undoAdminChanges } from './admin/webhooks';

const CatalogueBody = z.object({
  size: z.number().int().min(5).max(MAX_CATALOGUE_SIZE).optional(),
  seed: z.number().int().min(0).optional(),
});

export const inspectHandlers = [
  http.get('*/__mock/health', () => HttpResponse.json({ ok: true })),
  http.post('*/__mock/reset', () => {
    undoAdminChanges();
    resetCatalogue();
    resetState();
    return HttpResponse.json({ ok: true });
  }),
  http.get('*/__mock/catalogue', () => HttpResponse.json(catalogueSummary())),
  http.post('*/__mock/catalogue', async ({ request }) => {
    const parsed = CatalogueBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
    return HttpResponse.json(switchCatalogue(parsed.data));
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
  http.post('*/__mock/fault', async ({ request }) => {
    const parsed = FaultSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
    setFault(parsed.data);
    return HttpResponse.json({ ok: true, faults: activeFaults() });
  }),
];
