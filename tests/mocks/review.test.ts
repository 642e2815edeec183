import { describe, expect, it } from 'vitest';
import { mockEnv } from '../support/env';
import { MOCK_REVIEW_PUBLIC_KEY, MOCK_REVIEW_STORE_DOMAIN } from './config';
import { state } from './state';

const api = mockEnv.PUBLIC_REVIEW_API_URL!;
const call = (path: string, init: RequestInit = {}, key = MOCK_REVIEW_PUBLIC_KEY) =>
  fetch(`${api}/v3/public${path}`, { ...init, headers: { 'Public-Key': key, ...init.headers } });
const submit = (body: unknown, key?: string) =>
  call(
    '/reviews',
    { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    key,
  );

describe('mock review widget (Fera-style)', () => {
  it('serves the widget script only for the configured store', async () => {
    const script = await fetch(`${mockEnv.PUBLIC_REVIEW_SCRIPT_URL}?shop=${MOCK_REVIEW_STORE_DOMAIN}`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('data-fera-container');
    expect((await fetch(`${mockEnv.PUBLIC_REVIEW_SCRIPT_URL}?shop=other.myshopify.com`)).status).toBe(404);
  });

  it('lists published reviews with a rating summary, and needs the public key', async () => {
    const response = await call('/products/sharkblades/reviews');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { data: { rating: number }[]; rating: { average: number; count: number } };
    expect(body.data).toHaveLength(3);
    expect(body.rating).toEqual({ average: 4.67, count: 3 });
    expect(await (await call('/products/greenly/rating')).json()).toEqual({ average: 0, count: 0 });
    expect((await call('/products/sharkblades/rating', {}, 'pk_wrong')).status).toBe(401);
  });

  it('takes a valid review (201, held for moderation), refuses a bad one (422), records both', async () => {
    const good = { product_id: 'sharkblades', rating: 5, customer: { name: 'Ana' }, body: 'Great blades.' };
    const accepted = await submit(good);
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ status: 'pending', rating: 5 });
    expect((await submit({ ...good, rating: 6 })).status).toBe(422);
    expect((await submit(good, 'pk_wrong')).status).toBe(401);
    const posts = state.requests.filter((r) => r.upstream === 'review' && r.method === 'POST');
    expect(posts).toHaveLength(3);
    expect(posts[0]!.body).toEqual(good);
    expect(
      ((await call('/products/sharkblades/reviews').then((r) => r.json())) as { data: unknown[] }).data,
    ).toHaveLength(3);
  });

  it('answers the browser preflight', async () => {
    const response = await fetch(`${api}/v3/public/reviews`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Public-Key');
  });
});
