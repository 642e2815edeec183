// POST /api/shopify/webhooks: Shopify's webhooks purge the cached pages they change
// (app/lib/webhooks, docs/decisions/264).
import type { Route } from './+types/api.shopify.webhooks';
import { methodNotAllowed } from '~/lib/country/api.server';
import { shopifyWebhook } from '~/lib/webhooks/shopify.server';

export const action = ({ request, context }: Route.ActionArgs) => shopifyWebhook(request, context.appEnv);

export const loader = () => methodNotAllowed('POST');
