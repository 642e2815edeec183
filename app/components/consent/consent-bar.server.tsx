// The consent bar, rendered to static HTML on the server (its markup and text cost the first load
// no JavaScript). A real form posting to /consent (303 back to `redirectTo`); Manage is a
// <details>, so the per-cookie toggles open without JavaScript too. It is rendered on every page:
// shown while the visitor has not decided, hidden (for the footer's "Cookie settings") once they
// have. When analytics is allowed and configured, it also carries the sender's settings (the "loader").
import { renderToStaticMarkup } from 'react-dom/server';
import { allows, COOKIE_GROUPS, type Consent, type CookieGroup } from '~/lib/consent/model';
import type { ConsentBarProps } from '~/lib/consent/shell.server';
import * as styles from './consent.css';

function Group({ group, consent }: { group: CookieGroup; consent: Consent }) {
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
      <span className={styles.groupName}>{group.label}</span>
      <span className={styles.groupPurpose}>{group.purpose}</span>
    </label>
  );
}

function ConsentBar({ consent, redirectTo, analytics, page, csp = [] }: ConsentBarProps) {
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
        <form method="post" action="/consent" className={styles.form} data-consent="">
          <div>
            <h2 id="cookie-consent-title" className={styles.title}>
              Cookies on Sharkblades
            </h2>
            <p className={styles.text}>
              We use necessary cookies to run the shop. With your consent we also count visits and cart activity and
              show maps. You can change this any time under Cookie settings in the footer; the Privacy Policy there says
              more.
            </p>
          </div>
          <div className={styles.actions}>
            <button className={styles.primary} name="choice" value="accept">
              Accept all
            </button>
            <button className={styles.secondary} name="choice" value="decline">
              Decline
            </button>
          </div>
          <details className={styles.manage} open={page}>
            <summary className={styles.summary}>Manage cookies</summary>
            <fieldset className={styles.groups}>
              <legend className={styles.legend}>Choose which cookies we may use</legend>
              {COOKIE_GROUPS.map((group) => (
                <Group key={group.id} group={group} consent={consent} />
              ))}
              <p id="consent-locked" className={styles.text}>
                Necessary cookies are always on.
              </p>
            </fieldset>
            <button className={styles.save} name="choice" value="save">
              Save choices
            </button>
          </details>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p className={styles.text} aria-live="polite" data-consent-message=""></p>
        </form>
      </section>
      {analytics ? <div hidden data-analytics={analytics.url} data-analytics-key={analytics.key}></div> : null}
    </>
  );
}

export const consentBarHtml = (props: ConsentBarProps) => renderToStaticMarkup(<ConsentBar {...props} />);
