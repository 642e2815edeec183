// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice; a "More" list reaches every
// other page of the spec. Its words come from the root loader (the page's language), its links
// are the page's language's.
import { Fragment, type ReactNode } from 'react';
import { Island, type Island as IslandData } from '~/components/island';
import { Link } from 'react-router';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import { useLanguage, useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import type { Messages } from '~/lib/i18n/messages/types';
import { footer } from './footer.css';
import { LanguageSwitch } from './language-switch';

type Words = Messages['shell'];

// Link columns as [id, heading, [href, label][]]: tuples keep the shell's JavaScript small. Our
// own paths navigate client-side; the social links leave the site.
const columns = (w: Words, shop: string): [string, string, [string, string][]][] => [
  [
    'offices',
    w.offices,
    [
      ['/about/contact?office=europe', w.europe],
      ['/about/contact?office=inc', w.unitedStates],
      ['/about/contact?office=mena-asia', w.menaAsia],
    ],
  ],
  [
    'quick',
    w.quickLinks,
    [
      ['/shop', shop],
      ['/stories/testimonials', w.testimonials],
      ['/legal/privacy-policy', w.privacyPolicy],
      ['/legal/refund-policy', w.refundPolicy],
      ['/faq', w.faq],
    ],
  ],
  [
    'more',
    w.more,
    [
      ['/about', w.aboutUs],
      ['/about/team', w.team],
      ['/sustainability', w.sustainability],
      ['/summer-oceanice-cup', 'Summer OceanIce Cup'],
      ['/devcenter', 'Devcenter'],
      ['/legal/terms', w.terms],
      ['/legal/ethics', w.ethics],
    ],
  ],
  [
    'social',
    w.followUs,
    [
      ['https://www.instagram.com/sharkblades.ch/', 'Instagram'],
      ['https://www.tiktok.com/@sharkblades', 'TikTok'],
      ['https://www.facebook.com/sharkblades', 'Facebook'],
      ['https://www.youtube.com/@sharkblades', 'YouTube'],
      ['https://www.linkedin.com/company/sharkblades/', 'LinkedIn'],
    ],
  ],
];

/** A message with `{name}` placeholders filled by elements (links inside a sentence). */
function fill(message: string, parts: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((piece, i) => <Fragment key={i}>{i % 2 ? parts[piece] : piece}</Fragment>);
}

export function Footer({ country, newsletter }: { country?: CountryShellData; newsletter?: IslandData }) {
  const { shell: w, common } = useMessages() as Partial<Messages>;
  const to = useLocalePath();
  const hl = useLanguage();
  if (!w || !common) return null;
  return (
    <footer className={footer}>
      <div>
        <section aria-labelledby="footer-hq">
          <h2 id="footer-hq">{w.headquarters}</h2>
          <address>
            Sharkblades AG
            <br />
            {w.address}
            <br />
            <a href="mailto:hello@sharkblades.ch">hello@sharkblades.ch</a>
          </address>
        </section>
        {columns(w, common.shop).map(([id, heading, links]) => (
          <nav key={id} aria-labelledby={`footer-${id}`}>
            <h2 id={`footer-${id}`}>{heading}</h2>
            <ul>
              {links.map(([href, label]) => (
                <li key={href}>
                  {href[0] == '/' ? (
                    <Link to={to(href)}>{label}</Link>
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
          <LanguageSwitch variant="footer" />
          <form action={to('/consent')} data-consent>
            <button>{w.cookieSettings}</button>
          </form>
        </div>
        <p>
          {fill(w.recaptchaNotice, {
            privacy: <a href={`https://policies.google.com/privacy?hl=${hl}`}>{w.googlePrivacy}</a>,
            terms: <a href={`https://policies.google.com/terms?hl=${hl}`}>{w.googleTerms}</a>,
          })}
        </p>
      </div>
    </footer>
  );
}
