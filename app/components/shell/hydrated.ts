// The one chunk the page loads after hydration, from the Header's effect (so the entry carries a
// single dynamic import for all of it): the build watch, chunk-error guard, intent preloads, anchor
// scrolling and review widgets (~/lib/build/boot, docs/decisions/build-freshness-and-navigation.md), the consent forms
// and the analytics timer (~/components/consent/enhance), and the header's own wiring (./header-client).
import '~/lib/build/boot';
import { wireConsent } from '~/components/consent/enhance';

export { wireHeader } from './header-client';

wireConsent();
