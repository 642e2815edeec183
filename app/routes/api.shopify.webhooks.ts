// POST /api/shopify/webhooks: Shopify's webhooks purge the cached pages they change
// (app/lib/webhooks, docs/decisions/264). Any other method is a 405 naming POST, before the signature.
import type { Route } from './+types/api.shopify.webhooks';
import { methodNotAllowed } from '~/lib/country/api.server';
import { shopifyWebhook } from '~/lib/webhooks/shopify.server';

export const action = ({ request, context }: Route.ActionArgs) =>
  request.method === 'POST' ? shopifyWebhook(request, context.appEnv) : methodNotAllowed('POST');

export const loader = () => methodNotAllowed('POST');
