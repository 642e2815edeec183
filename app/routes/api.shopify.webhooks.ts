// POST /api/shopify/webhooks: Shopify's webhooks purge the cached pages they change
// (app/lib/webhooks, docs/decisions/purges.md). Any other method is the worker's 405 naming POST
// (methodRefusal), before the signature.
import type { Route } from './+types/api.shopify.webhooks';
import { shopifyWebhook } from '~/lib/webhooks/shopify.server';

export const action = ({ request, context }: Route.ActionArgs) => shopifyWebhook(request, context.appEnv);
