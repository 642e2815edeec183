// The FAQ as grouped disclosures: each group's title, then each question a <details> that opens its
// answer (the browser's own: works without JavaScript, found by the page's search).
import type { Faq } from '~/lib/content/faq';
import { RichText } from './rich-text';
import * as styles from './content.css';

export function FaqGroups({ faq }: { faq: Faq }) {
  return (
    <div className={styles.faq}>
      {faq.introHtml ? <RichText html={faq.introHtml} /> : null}
      {faq.groups.map((group, g) => (
        <section key={g} aria-labelledby={group.title ? `faq-${g}` : undefined} className={styles.faqGroup}>
          {group.title ? <h2 id={`faq-${g}`} dangerouslySetInnerHTML={{ __html: group.title }} /> : null}
          {group.items.map((item, i) => (
            <details key={i} className={styles.faqItem}>
              <summary dangerouslySetInnerHTML={{ __html: item.question }} />
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
