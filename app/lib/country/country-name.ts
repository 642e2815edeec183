// A country's English name from its ISO code ("CH" → "Switzerland"), for the cart's shipping
// address. Each name is looked up once per isolate or page: building an Intl.DisplayNames costs
// more than the render that shows it (it was 0.7 % of an add-to-cart flow's worker time).
import { remember } from '~/lib/memo';

const names = new Map<string, string>();
// One per ISO country code at most (about 250); the bound keeps a bad upstream value from growing it.
const MAX_NAMES = 300;

/** The code itself when Intl does not know it. */
export function countryName(code: string): string {
  return remember(names, code, MAX_NAMES, () => {
    try {
      return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  });
}
