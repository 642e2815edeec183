// Every mock upstream's handlers, in one list for setupServer (Vitest) and the HTTP server.
import { adminHandlers } from './admin/handlers';
import { webhookHandlers } from './admin/webhooks';
import { analyticsHandlers } from './analytics/handlers';
import { cdnHandlers } from './cdn/handlers';
import { cloudflareHandlers } from './cloudflare/handlers';
import { inspectHandlers } from './inspect';
import { klarnaHandlers } from './klarna/handlers';
import { recaptchaHandlers } from './recaptcha/handlers';
import { reviewHandlers } from './review/handlers';
import { storefrontHandlers } from './storefront/handlers';

export const handlers = [
  ...storefrontHandlers,
  ...adminHandlers,
  ...webhookHandlers,
  ...cdnHandlers,
  ...cloudflareHandlers,
  ...klarnaHandlers,
  ...recaptchaHandlers,
  ...reviewHandlers,
  ...analyticsHandlers,
  ...inspectHandlers,
];
