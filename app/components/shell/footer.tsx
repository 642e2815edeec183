// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice; a "More" list reaches every
// other page of the spec. Cookie settings join with its issue (the slot in the bottom row).
import { Island, type Island as IslandData } from '~/components/island';
import { Link } from 'react-router';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import { footer } from './footer.css';

// Link columns as [id, heading, [href, label][]]: tuples keep the shell's JavaScript small. Our
// own paths navigate client-side; the social links leave the site.
const COLUMNS: [string, string, [string, string][]][] = [
  [
    'offices',
    'Our offices',
    [
      ['/about/contact?office=europe', 'Europe'],
      ['/about/contact?office=inc', 'United States'],
      ['/about/contact?office=mena-asia', 'Mena/Asia'],
    ],
  ],
  [
    'quick',
    'Quick links',
    [
      ['/shop', 'Shop'],
      ['/stories/testimonials', 'Testimonials'],
      ['/legal/privacy-policy', 'Privacy Policy'],
      ['/legal/refund-policy', 'Refund Policy'],
      ['/faq', 'FAQ'],
    ],
  ],
  [
    'more',
    'More',
    [
      ['/about', 'About us'],
      ['/about/team', 'Team'],
      ['/sustainability', 'Sustainability'],
      ['/summer-oceanice-cup', 'Summer OceanIce Cup'],
      ['/devcenter', 'Devcenter'],
      ['/legal/terms', 'Terms & Conditions'],
      ['/legal/ethics', 'Ethics'],
    ],
  ],
  [
    'social',
    'Follow us',
    [
      ['https://www.instagram.com/sharkblades.ch/', 'Instagram'],
      ['https://www.tiktok.com/@sharkblades', 'TikTok'],
      ['https://www.facebook.com/sharkblades', 'Facebook'],
      ['https://www.youtube.com/@sharkblades', 'YouTube'],
      ['https://www.linkedin.com/company/sharkblades/', 'LinkedIn'],
    ],
  ],
];

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
  return (
    <footer className={footer}>
      <div>
        <section aria-labelledby="footer-hq">
          <h2 id="footer-hq">Headquarters</h2>
          <address>
            Sharkblades AG
            <br />
            Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland
            <br />
            <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>
          </address>
        </section>
        {COLUMNS.map(([id, heading, links]) => (
          <nav key={id} aria-labelledby={`footer-${id}`}>
            <h2 id={`footer-${id}`}>{heading}</h2>
            <ul>
              {links.map(([href, label]) => (
                <li key={href}>
                  {href[0] == '/' ? (
                    <Link to={href}>{label}</Link>
                  ) : (
                    <a href={href} rel="noopener noreferrer">
                      {label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {newsletter ? <Island island={newsletter} /> : null}
        <div>
          {country ? <CountrySelector {...country} /> : null}
          {languages ? <Island island={languages} /> : null}
          <form action="/consent" data-consent>
            <button>Cookie settings</button>
          </form>
        </div>
        <p>
          This site is protected by reCAPTCHA and the Google{' '}
          <a href="https://policies.google.com/privacy">Privacy Policy</a> and{' '}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
      </div>
    </footer>
  );
}
