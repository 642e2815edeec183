// The hosts a response's CSP may allow for the optional groups (docs/decisions/consent-and-analytics.md): a group's
// hosts when the visitor allowed it, and while they have not decided yet (so Accept on this page
// works without a reload). A visitor who declined gets neither; enabling later reloads the page.
import type { AppEnv } from '~/lib/context/env.server';
import { allows } from './model';
import { requestConsent } from './consent.server';

export const MAP_ORIGIN = 'https://www.openstreetmap.org';

export function dataPlaneOrigin(env: AppEnv): string | undefined {
  const url = env.PUBLIC_RUDDERSTACK_DATA_PLANE_URL;
  return url && env.PUBLIC_RUDDERSTACK_WRITE_KEY ? new URL(url).origin : undefined;
}

export function consentedSources(env: AppEnv, request?: Request) {
  const consent = request ? requestConsent(request) : undefined;
  const may = (id: string) => consent !== undefined && (consent.given === undefined || allows(consent, id));
  const plane = dataPlaneOrigin(env);
  return {
    connect: may('analytics') && plane ? [plane] : [],
    frame: may('map') ? [MAP_ORIGIN] : [],
    /** Which groups this response's CSP lets in (told to the bar's script). */
    groups: ['analytics', 'map'].filter(may),
  };
}
