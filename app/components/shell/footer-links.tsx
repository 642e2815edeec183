// The footer's headquarters, link columns and reCAPTCHA notice in the page's language. Our own
// links navigate client-side once the after-hydration chunk is in (./header-client.ts), like the
// header's.
import { Fragment, type ReactNode } from 'react';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';

type Words = Messages['footer'];

// Link columns as [id, heading, [href, label][]]; the social links leave the site.
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
      ['/legal/shipping-policy', w.shippingPolicy],
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

export interface FooterOptions {
  words: Words;
  /** The Shop link's word (the catalogue's `common.shop`). */
  shop: string;
  language: Language;
  localePath: (path: string) => string;
}

export function FooterLinks({ words: w, shop, language, localePath }: FooterOptions) {
  return (
    <>
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
      {columns(w, shop).map(([id, heading, links]) => (
        <nav key={id} aria-labelledby={`footer-${id}`}>
          <h2 id={`footer-${id}`}>{heading}</h2>
          <ul>
            {links.map(([href, label]) => (
              <li key={href}>
                {href.startsWith('/') ? (
                  <a href={localePath(href)}>{label}</a>
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
      <p>
        {fill(w.recaptchaNotice, {
          privacy: <a href={`https://policies.google.com/privacy?hl=${language}`}>{w.googlePrivacy}</a>,
          terms: <a href={`https://policies.google.com/terms?hl=${language}`}>{w.googleTerms}</a>,
        })}
      </p>
    </>
  );
}

/**
 * The cookie settings button beside the country selector: a GET form the consent script opens as
 * the bar; without JavaScript, the consent page.
 */
export function CookieSettings({ label, consentPath }: { label: string; consentPath: string }) {
  return (
    <form action={consentPath} data-consent="">
      <button>{label}</button>
    </form>
  );
}
