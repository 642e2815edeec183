import { Link } from 'react-router';
import type { ArticleCardFragment } from 'storefrontapi.generated';
import * as styles from './content.css';

/** A card's article with its date written out by the loader (~/lib/content/content.server). */
export type ArticleCard = ArticleCardFragment & { published: string };

/** Article cards linking to `${base}/${handle}`; `full` shows the whole text (testimonials). */
export function ArticleList({
  articles,
  base,
  full = false,
}: {
  articles: ArticleCard[];
  base?: string;
  full?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.id} className={styles.card}>
          {article.image ? (
            <img
              src={article.image.url}
              alt={article.image.altText ?? ''}
              width={article.image.width ?? 800}
              height={article.image.height ?? 800}
              loading="lazy"
            />
          ) : null}
          <h3>{base ? <Link to={`${base}/${article.handle}`}>{article.title}</Link> : article.title}</h3>
          <p className={styles.muted}>
            {article.authorV2?.name ? `${article.authorV2.name} · ` : ''}
            <time dateTime={article.publishedAt}>{article.published}</time>
          </p>
          {full ? <div dangerouslySetInnerHTML={{ __html: article.contentHtml }} /> : <p>{article.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
