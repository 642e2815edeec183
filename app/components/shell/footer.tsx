// The footer's blocks (spec §2): headquarters, other offices, quick links, social links, the
// country selector, the newsletter signup and the reCAPTCHA notice; a "More" list reaches every
// other page of the spec. In the page's language (root loader).
import type { NewsletterFormProps } from '~/lib/newsletter/shell.server';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { CountrySelector, type CountryShellData } from '~/components/country/country-selector';
import { NewsletterForm } from '~/components/newsletter/newsletter-form';
import { useLocalePath } from '~/lib/i18n/use-messages';
import { contents } from './header.css';
import { footer } from './footer.css';
import { CookieSettings, FooterLinks } from './footer-links';
import { LanguageNav } from './language-switch';

/** The footer's words and parts (root loader). */
export interface FooterParts {
  words: Messages['footer'];
  shop: string;
  cookieSettings: string;
  language: Language;
  /** The language switch's words (none on the US site). */
  languageWords: Messages['language'] | null;
}

export function Footer({
  parts,
  country,
  newsletter,
}: {
  parts?: FooterParts;
  country?: CountryShellData;
  newsletter?: NewsletterFormProps;
}) {
  const localePath = useLocalePath();
  return (
    <footer className={footer}>
      <div>
        {parts ? (
          <div className={contents} data-links="">
            <FooterLinks words={parts.words} shop={parts.shop} language={parts.language} localePath={localePath} />
          </div>
        ) : null}
        {newsletter ? (
          <div>
            <NewsletterForm {...newsletter} />
          </div>
        ) : null}
        <div>
          {country ? <CountrySelector {...country} /> : null}
          {parts ? (
            <div className={contents}>
              {parts.languageWords ? <LanguageNav current={parts.language} words={parts.languageWords} /> : null}
              <CookieSettings label={parts.cookieSettings} consentPath={localePath('/consent')} />
            </div>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
