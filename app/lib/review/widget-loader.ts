// Loads the review widget (Fera's script, or the mock's) into a mount: queue the configuration
// with the theme colour and the page's locale, add the script once, poll up to 50 × 100 ms for it
// to start (spec §9), then ask it to render the containers. If it never starts, the mount keeps
// its fallback.
import { REVIEW_POLL_MS, REVIEW_POLL_TRIES, REVIEW_PRIMARY_COLOUR } from './pages';

type FeraCommand = [string, Record<string, unknown>?];
type Fera = FeraCommand[] | { push(command: FeraCommand): void };

const feraWindow = () => window as unknown as { fera?: Fera };
const started = () => {
  const fera = feraWindow().fera;
  return Boolean(fera) && !Array.isArray(fera);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let configured = false;

export async function loadWidget(mount: HTMLElement) {
  const { key, store, script, locale } = mount.dataset;
  if (!key || !store || !script) return;
  mount.dataset.reviewState = 'loading';
  const w = feraWindow();
  w.fera ??= [];
  if (!configured) {
    configured = true;
    // The page's locale (`fr-CH`): the widget speaks the page's language (docs/decisions/reviews.md).
    const settings = { store_pk: key, shop: store, primary_color: REVIEW_PRIMARY_COLOUR, locale };
    w.fera.push(['configure', settings]);
    const element = document.createElement('script');
    element.src = `${script}?shop=${encodeURIComponent(store)}`;
    element.async = true;
    element.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    document.head.append(element);
  }
  for (let poll = 1; poll <= REVIEW_POLL_TRIES; poll += 1) {
    if (started()) {
      mount.dataset.reviewPolls = String(poll);
      mount.dataset.reviewState = 'ready';
      w.fera.push(['loadContainers']);
      return;
    }
    await sleep(REVIEW_POLL_MS);
  }
  mount.dataset.reviewState = 'failed';
  console.warn('[review] the review widget did not start within 5 s; the fallback stays');
}
