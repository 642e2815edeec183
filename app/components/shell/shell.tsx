// The global shell (spec §2): header with menus, cart and the chat orb, the loading indicator, the
// page and the footer.
import type { ReactNode } from 'react';
import { Footer } from './footer';
import type { CartBadgeData } from '~/components/cart/cart-badge';
import { Header, type HeaderParts } from './header';
import type { NewsletterFormProps } from '~/lib/newsletter/shell.server';
import type { FooterParts } from './footer';
import { LoadingIndicator } from './loading-indicator';
import { RouterEvents } from './router-events';
import type { ChatWords } from '~/lib/chat/types';
import type { SearchWords } from '~/components/search/words';
import * as styles from './shell.css';
import { CountryNotice, type CountryShellData } from '~/components/country/country-selector';
import { useMessages } from '~/lib/i18n/use-messages';
import type { Messages } from '~/lib/i18n/messages/types';

export function Shell({
  header,
  country,
  cart,
  newsletter,
  footer,
  help,
  search,
  children,
}: {
  /** The header's parts: logo bar, logo and menus, My Orders and burger (root loader). */
  header?: HeaderParts;
  country?: CountryShellData;
  cart?: CartBadgeData;
  /** The footer's newsletter form. */
  newsletter?: NewsletterFormProps;
  /** The footer's words, language switch and cookie settings button. */
  footer?: FooterParts;
  /** The orb's and the header search's words and paths in the page's language (root loader). */
  help?: { words: ChatWords; href: string };
  search?: { words: SearchWords; action: string };
  children: ReactNode;
}) {
  // Without the root's data (its loader failed) the shell has no words and no parts.
  const words = (useMessages() as Partial<Messages>).shell;
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {words?.skipToContent}
      </a>
      <Header parts={header} cart={cart} search={search} help={help} />
      <main id="main" className={styles.main}>
        {/* Fixed at the top of the window; inside a landmark, so a screen reader's tour of the
            page's regions covers it while it shows. */}
        <LoadingIndicator />
        {country ? <CountryNotice notice={country.notice} /> : null}
        {children}
      </main>
      <Footer parts={footer} country={country} newsletter={newsletter} />
      <RouterEvents />
    </>
  );
}
