// The consent bar: a real form posting to /consent (303 back to `redirectTo`); Manage is a
// <details>, so the per-cookie toggles and the longer words open without JavaScript too. It is
// rendered on every page: shown while the visitor has not decided, hidden (for the footer's "Cookie settings") once they
// have. When analytics is allowed and configured, it also carries the sender's settings (the "loader").
// In the page's language: its words, its form's action (`/fr/consent`) and a `language` field for
// the script's post to /api/consent.
import { allows, COOKIE_GROUPS, type Consent, type CookieGroup } from '~/lib/consent/model';
import type { ConsentBarProps, ConsentWords } from '~/lib/consent/shell.server';
import * as styles from './consent.css';

function Group({ group, consent, words }: { group: CookieGroup; consent: Consent; words: ConsentWords }) {
  const field = `consent-${group.id}`;
  return (
    <label className={styles.group} htmlFor={field}>
      <input
        id={field}
        className={styles.toggle}
        type="checkbox"
        name="cookie"
        value={group.id}
        defaultChecked={group.necessary || allows(consent, group.id)}
        disabled={group.necessary}
        aria-describedby={group.necessary ? 'consent-locked' : undefined}
      />
      <span className={styles.groupName}>{words.groups[group.id].label}</span>
      <span className={styles.groupPurpose}>{words.groups[group.id].purpose}</span>
    </label>
  );
}

export function ConsentBar({
  consent,
  redirectTo,
  analytics,
  page,
  csp = [],
  words,
  language,
  action,
}: ConsentBarProps) {
  const undecided = consent.given === undefined;
  return (
    <>
      <section
        id="cookie-consent"
        className={page ? `${styles.bar} ${styles.page}` : styles.bar}
        aria-labelledby="cookie-consent-title"
        data-csp={csp.join(' ')}
        data-consent-bar=""
        data-page={page ? '' : undefined}
        hidden={!page && !undecided}
      >
        <form method="post" action={action} className={styles.form} data-consent="">
          <div>
            <h2 id="cookie-consent-title" className={styles.title}>
              {words.title}
            </h2>
            <p className={styles.text}>{words.text}</p>
          </div>
          <div className={styles.actions}>
            <button className={styles.primary} name="choice" value="accept">
              {words.acceptAll}
            </button>
            <button className={styles.secondary} name="choice" value="decline">
              {words.decline}
            </button>
          </div>
          <details className={styles.manage} open={page}>
            <summary className={styles.summary}>{words.manage}</summary>
            <fieldset className={styles.groups}>
              <legend className={styles.legend}>{words.legend}</legend>
              <p className={styles.text}>{words.more}</p>
              {COOKIE_GROUPS.map((group) => (
                <Group key={group.id} group={group} consent={consent} words={words} />
              ))}
              <p id="consent-locked" className={styles.text}>
                {words.locked}
              </p>
            </fieldset>
            <button className={styles.save} name="choice" value="save">
              {words.save}
            </button>
          </details>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="language" value={language} />
          {/* The script's words when /api/consent cannot be reached. */}
          <p className={styles.text} aria-live="polite" data-consent-message="" data-not-saved={words.notSaved}></p>
        </form>
      </section>
      {analytics ? <div hidden data-analytics={analytics.url} data-analytics-key={analytics.key}></div> : null}
    </>
  );
}
