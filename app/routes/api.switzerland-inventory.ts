// POST /api/shopify/switzerland-inventory {variantIds} → which variants ship from Switzerland and
// which have stock at the primary location.
import { data } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/api.switzerland-inventory';
import { variantShipping } from '~/lib/catalogue/inventory.server';

const BodySchema = z.object({
  variantIds: z
    .array(z.string().check(z.regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/)))
    .check(z.minLength(1), z.maxLength(250)),
});

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Method not allowed.' }, { status: 405 });
  const body = BodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return data({ error: 'variantIds must be a list of 1 to 250 ProductVariant ids.' }, { status: 400 });
  }
  try {
    return await variantShipping(context.appEnv, body.data.variantIds);
  } catch (error) {
    console.error('switzerland-inventory failed', error);
    return data({ error: 'Inventory is unavailable right now.' }, { status: 502 });
  }
}

export function loader() {
  return data({ error: 'Method not allowed.' }, { status: 405, headers: { Allow: 'POST' } });
}
