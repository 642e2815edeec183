// The language switch (header and footer) and the suggestion bar (issue 31, item 5): real forms
// that POST /language with the page's path, so they work without JavaScript; the answer is the
// same page in the chosen language, with the cart and the country kept (they live in cookies).
import { useLocation, useRouteLoaderData } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '~/lib/i18n/languages';
import { useLanguage, useMessages } from '~/lib/i18n/use-messages';
import * as styles from './language.css';

const useOnUs = () => (useRouteLoaderData('root') as { origins?: { onUs?: boolean } } | undefined)?.origins?.onUs;

function Choices({ current, path }: { current: Language; path: string }) {
  return (
    <>
      <input type="hidden" name="path" value={path} />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          className={styles.choice}
          name="language"
          value={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </>
  );
}

/** The header's disclosure ("DE ▾") or the footer's row of language names. */
export function LanguageSwitch({ variant }: { variant: 'header' | 'footer' }) {
  const current = useLanguage();
  const { language: words } = useMessages();
  const { pathname, search } = useLocation();
  if (useOnUs() || !words) return null;
  const form = (
    <form method="post" action="/language" className={variant === 'header' ? styles.panel : styles.row}>
      <Choices current={current} path={pathname + search} />
    </form>
  );
  if (variant === 'footer') {
    return <nav aria-label={words.label}>{form}</nav>;
  }
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary} aria-label={`${words.choose}: ${LANGUAGE_NAMES[current]}`}>
        {current}
      </summary>
      {form}
    </details>
  );
}

/** What the root loader says to suggest, in the suggested language. */
export interface LanguageSuggestionData {
  language: Language;
  current: Language;
  suggestion: string;
  accept: string;
  dismiss: string;
}

/** "This page is also available in English." with Show / No, thanks (both remember the choice). */
export function LanguageSuggestion({ offer }: { offer: LanguageSuggestionData }) {
  const { pathname, search } = useLocation();
  return (
    // Named, the form is a landmark: all of a page's content is in one (axe `region`).
    <form
      method="post"
      action="/language"
      className={styles.suggestion}
      lang={offer.language}
      aria-label={offer.suggestion}
    >
      <input type="hidden" name="path" value={pathname + search} />
      <span>{offer.suggestion}</span>
      <button className={styles.choice} name="language" value={offer.language}>
        {offer.accept}
      </button>
      <button className={styles.choice} name="language" value={offer.current}>
        {offer.dismiss}
      </button>
    </form>
  );
}
