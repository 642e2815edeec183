// The language switch (header: a disclosure; footer: a row) and the suggestion bar (issue 31,
// item 5; docs/decisions/routes-and-languages.md). Each is a real form, POST /language; the page to show in the
// chosen language is the form's Referer (same-origin requests send it whole), unless the page's
// query means something else in another language: a product's option choice goes as the page's
// path with its `?variant=` (issue 47, item 2), rendered from the router's location, so a
// client-side navigation moves it along. The cart and the country are cookies.
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { useLanguageQuery } from '~/lib/i18n/use-messages';
import * as styles from './language.css';

/** The page to show in the chosen language, when its Referer would not say it in every language. */
function SamePage() {
  const { pathname } = useLocation();
  const query = useLanguageQuery();
  return query ? <input type="hidden" name="path" value={pathname + query} /> : null;
}

function Choices({ current }: { current: Language }) {
  const choices = LANGUAGES.map((language) => (
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
  ));
  return (
    <>
      <SamePage />
      {choices}
    </>
  );
}

interface SwitchProps {
  current: Language;
  words: Messages['language'];
}

/** The header's disclosure ("de ▾"). */
export function LanguageDisclosure({ current, words }: SwitchProps) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary} aria-label={`${words.choose}: ${LANGUAGE_NAMES[current]}`}>
        {current}
      </summary>
      <form method="post" action="/language" className={styles.panel}>
        <Choices current={current} />
      </form>
    </details>
  );
}

/** The footer's row of the language names. */
export function LanguageNav({ current, words }: SwitchProps) {
  return (
    <nav aria-label={words.label}>
      <form method="post" action="/language" className={styles.row}>
        <Choices current={current} />
      </form>
    </nav>
  );
}

/** The burger sheet's row on phones (the header's disclosure is hidden there): the same real form. */
export function LanguageRow({ current, words }: SwitchProps) {
  return (
    <form method="post" action="/language" className={styles.sheetRow} aria-label={words.choose}>
      <span className={styles.sheetLabel} aria-hidden="true">
        {words.label}
      </span>
      <Choices current={current} />
    </form>
  );
}

/** "Cette page existe aussi en français." with Show / No, thanks, in the offered language. */
export function LanguageSuggestion({ offered, current, words }: SwitchProps & { offered: Language }) {
  return (
    // Named, the form is a landmark: all of a page's content is in one (axe `region`).
    <form method="post" action="/language" className={styles.suggestion} lang={offered} aria-label={words.suggestion}>
      <span>{words.suggestion}</span>
      <SamePage />
      <button className={styles.choice} name="language" value={offered}>
        {words.accept}
      </button>
      <button className={styles.choice} name="language" value={current}>
        {words.dismiss}
      </button>
    </form>
  );
}
