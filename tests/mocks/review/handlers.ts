// Review widget mock (Fera-style, docs/decisions/reviews.md): the browser script and the public API it
// and the shop's server call. Contract: every API call carries the store's public key in the
// `Public-Key` header (else 401); the script is asked for with `?shop=<store domain>`; reviews are
// listed per product id (the product handle) or for the store; a product's rating summary is
// `{average, count}`; a submitted review (rating 1–5, name, body) is answered 201 and held for
// moderation (not listed). Browser calls are cross-origin, so answers carry CORS headers. Every
// request is recorded (`GET /__mock/requests?upstream=review`) and faults apply (`upstream: review`).
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { injectFault } from '../faults';
import { MOCK_REVIEW_PUBLIC_KEY, MOCK_REVIEW_STORE_DOMAIN } from '../config';
import { record } from '../state';
import { seedRating, seedReviews } from './seed';
import { widgetScript } from './widget-script';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Public-Key, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

const SubmissionSchema = z.object({
  product_id: z.string().min(1).max(100).nullable().optional(),
  rating: z.number().int().min(1).max(5),
  customer: z.object({ name: z.string().trim().min(1).max(100) }),
  body: z.string().trim().min(1).max(5000),
});

const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status, headers: CORS });

async function guard(request: Request, body: unknown = null) {
  const url = new URL(request.url);
  record({
    upstream: 'review',
    method: request.method,
    path: url.pathname + url.search,
    headers: { 'public-key': request.headers.get('public-key') ?? '' },
    body,
  });
  const fault = await injectFault('review', request);
  if (fault) return fault;
  if (request.headers.get('public-key') !== MOCK_REVIEW_PUBLIC_KEY) {
    return json({ error: 'Invalid public key' }, 401);
  }
  return null;
}

const published = (productId?: string) =>
  seedReviews
    .filter((review) => !productId || review.productId === productId)
    .map((review) => ({
      id: review.id,
      product_id: review.productId,
      rating: review.rating,
      heading: review.heading,
      body: review.body,
      customer: { name: review.author },
      created_at: review.createdAt,
    }));

export const reviewHandlers = [
  http.get('*/review/js/fera.js', ({ request }) => {
    const url = new URL(request.url);
    record({ upstream: 'review', method: 'GET', path: url.pathname + url.search, headers: {}, body: null });
    const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' };
    if (url.searchParams.get('shop') !== MOCK_REVIEW_STORE_DOMAIN) {
      return new HttpResponse('/* review mock: unknown shop */', { status: 404, headers });
    }
    return new HttpResponse(widgetScript, { headers });
  }),

  http.options('*/review/api/*', () => new HttpResponse(null, { status: 204, headers: CORS })),

  http.get('*/review/api/v3/public/products/:id/reviews', async ({ request, params }) => {
    const refused = await guard(request);
    if (refused) return refused;
    const id = String(params.id);
    return json({ data: published(id), rating: seedRating(id) });
  }),

  http.get('*/review/api/v3/public/reviews', async ({ request }) => {
    const refused = await guard(request);
    return refused ?? json({ data: published() });
  }),

  http.get('*/review/api/v3/public/products/:id/rating', async ({ request, params }) => {
    const refused = await guard(request);
    return refused ?? json(seedRating(String(params.id)));
  }),

  http.post('*/review/api/v3/public/reviews', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const refused = await guard(request, body);
    if (refused) return refused;
    const parsed = SubmissionSchema.safeParse(body);
    if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? 'Invalid review' }, 422);
    return json({ id: `frev_${Date.now().toString(36)}`, status: 'pending', ...parsed.data }, 201);
  }),
];
