// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice; a "More" list reaches every
// other page of the spec. The headquarters, the link columns, the notice and the language switch
// are server HTML in the page's language (./footer-links.server.tsx, ./language-switch.server.tsx);
// the country selector and the cookie settings button are React.
import { Island, type Island as IslandData } from '~/components/island';
import { useRouteLoaderData } from 'react-router';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import type { Messages } from '~/lib/i18n/messages/types';
import { contents } from './header.css';
import { footer } from './footer.css';

export function Footer({
  country,
  newsletter,
  languages,
}: {
  country?: CountryShellData;
  newsletter?: IslandData;
  /** The language switch (server HTML; none on the US site). */
  languages?: IslandData | null;
}) {
  const words = (useMessages() as Partial<Messages>).shell;
  const links = (useRouteLoaderData('root') as { footer?: IslandData } | undefined)?.footer;
  const to = useLocalePath();
  return (
    <footer className={footer}>
      <div>
        {links ? <Island className={contents} island={links} data-links="" /> : null}
        {newsletter ? <Island island={newsletter} /> : null}
        <div>
          {country ? <CountrySelector {...country} /> : null}
          {languages ? <Island island={languages} /> : null}
          <form action={to('/consent')} data-consent>
            <button>{words?.cookieSettings}</button>
          </form>
        </div>
      </div>
    </footer>
  );
}
