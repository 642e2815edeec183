import * as styles from './content.css';

/** HTML from Shopify (pages, articles, policies): the merchant's own content. */
export function RichText({ html }: { html: string }) {
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
