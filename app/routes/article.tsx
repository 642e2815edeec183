// /stories/blog/{slug} and /stories/success-stories/{slug}.
import { Link } from 'react-router';
import type { Route } from './+types/article';
import { RichText } from '~/components/content/rich-text';
import { SLUG } from '~/lib/content/pages';
import { loadArticle } from '~/lib/content/content.server';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { articleJsonLd, breadcrumbJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import * as styles from '~/components/content/content.css';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug)) invalidRoute(url, context);
  const path = url.pathname.replace(/\/$/, '');
  const blogHandle = path.split('/')[2] ?? '';
  const found = await loadArticle(context.storefront, blogHandle, params.slug);
  if (!found) notFound(`Page not found: ${path}`);
  const { article, blogTitle } = found;
  const { current } = siteOrigins(context.appEnv, request);
  const jsonLd = [
    articleJsonLd({
      url: `${current}${path}`,
      headline: article.title,
      description: article.seo?.description ?? article.excerpt ?? '',
      image: article.image?.url ?? null,
      author: article.authorV2?.name ?? 'Sharkblades',
      datePublished: article.publishedAt,
      publisher: 'Sharkblades',
    }),
    breadcrumbJsonLd(current, [
      { name: 'Home', path: '/' },
      { name: 'Stories', path: '/stories' },
      { name: blogTitle, path: `/stories/${blogHandle}` },
      { name: article.title, path },
    ]),
  ];
  return { article, blogTitle, blogPath: `/stories/${blogHandle}`, jsonLd: jsonLdMeta(jsonLd) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { article, jsonLd } = args.data;
  return [
    ...pageMeta(args, {
      title: article.seo?.title ?? article.title,
      description: article.seo?.description ?? article.excerpt,
      image: article.image?.url,
      type: 'article',
    }),
    { property: 'article:published_time', content: article.publishedAt },
    ...jsonLd,
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, blogTitle, blogPath } = loaderData;
  return (
    <article className={styles.article}>
      <p>
        <Link to={blogPath}>{blogTitle}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className={styles.muted}>
        {article.authorV2?.name} · <time dateTime={article.publishedAt}>{article.published}</time>
      </p>
      {article.image ? (
        <img
          src={article.image.url}
          alt={article.image.altText ?? ''}
          width={article.image.width ?? 1600}
          height={article.image.height ?? 900}
        />
      ) : null}
      <RichText html={article.contentHtml} />
    </article>
  );
}
