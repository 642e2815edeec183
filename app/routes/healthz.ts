// /healthz: the build, and whether the Storefront API answers within its deadline (200 or 503).
import { health } from '~/lib/ops/health.server';
import type { Route } from './+types/healthz';

export function loader({ context }: Route.LoaderArgs) {
  return health(context.storefrontCalls);
}
