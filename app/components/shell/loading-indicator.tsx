// The global loading indicator (spec §2, §9): a bar at the top while a page or a shop call (a
// fetcher) is under way. CSS does the timing (./loading.css.ts): it appears only once the work has
// taken 200 ms (no flash on fast navigations) and goes 300 ms after the last one ends.
import { useFetchers, useNavigation } from 'react-router';
import { useMessages } from '~/lib/i18n/use-messages';
import type { Messages } from '~/lib/i18n/messages/types';
import * as styles from './loading.css';

export function LoadingIndicator() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state != 'idle' || fetchers.some((fetcher) => fetcher.state != 'idle');
  const label = (useMessages() as Partial<Messages>).shell?.loading;
  return <div role="progressbar" aria-label={label} className={styles.bar} data-busy={busy || undefined} />;
}
