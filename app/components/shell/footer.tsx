// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice; a "More" list reaches every
// other page of the spec. The headquarters, the link columns, the notice, the language switch and
// the cookie settings button are server HTML in the page's language (./footer-links.server.tsx,
// ./language-switch.server.tsx); the country selector is React.
import { Island, type Island as IslandData } from '~/components/island';
import { useRouteLoaderData } from 'react-router';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import { contents } from './header.css';
import { footer } from './footer.css';

export function Footer({
  country,
  newsletter,
  settings,
}: {
  country?: CountryShellData;
  newsletter?: IslandData;
  /** The language switch (none on the US site) and the cookie settings button (server HTML). */
  settings?: IslandData;
}) {
  const links = (useRouteLoaderData('root') as { footer?: IslandData } | undefined)?.footer;
  return (
    <footer className={footer}>
      <div>
        {links ? <Island className={contents} island={links} data-links="" /> : null}
        {newsletter ? <Island island={newsletter} /> : null}
        <div>
          {country ? <CountrySelector {...country} /> : null}
          {settings ? <Island className={contents} island={settings} /> : null}
        </div>
      </div>
    </footer>
  );
}
