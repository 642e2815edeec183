// /stories/blog/{slug} and /stories/success-stories/{slug}, in every language.
import { Link } from 'react-router';
import type { Route } from './+types/article';
import { ArticleList } from '~/components/content/article-list';
import { ProductGrid } from '~/components/cards/product-grid';
import { RichText } from '~/components/content/rich-text';
import { sections } from '~/lib/i18n/messages/index.server';
import { SLUG, specPath } from '~/lib/content/pages';
import { contentReader, loadArticle } from '~/lib/content/content.server';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { articleJsonLd, breadcrumbJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { cardRatingWords } from '~/lib/review/card-rating.server';
import * as styles from '~/components/content/content.css';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug)) invalidRoute(url, context);
  const blogHandle = specPath(url.pathname).split('/')[2] ?? '';
  const reader = contentReader(context, request);
  const found = await loadArticle(reader, blogHandle, params.slug, {
    ratings: cardRatingWords(context, request),
    upstreamFaults: context.upstreamFaults,
  });
  if (!found) notFound(`Page not found: ${url.pathname.replace(/\/$/, '')}`, context);
  const { article, blogTitle, products, related } = found;
  const { current } = siteOrigins(context.appEnv, request);
  const { messages, localePath } = context;
  const blogPath = localePath(`/stories/${blogHandle}`);
  const path = `${blogPath}/${params.slug}`;
  const jsonLd = [
    articleJsonLd({
      url: `${current}${path}`,
      inLanguage: reader.locale,
      headline: article.title,
      description: article.seo?.description ?? article.excerpt ?? '',
      image: article.image?.url ?? null,
      author: article.authorV2?.name ?? 'Sharkblades',
      datePublished: article.publishedAt,
      publisher: { name: 'Sharkblades', origin: current },
    }),
    breadcrumbJsonLd(current, [
      { name: messages.common.home, path: localePath('/') },
      { name: messages.content.stories.title, path: localePath('/stories') },
      { name: blogTitle, path: blogPath },
      { name: article.title, path },
    ]),
  ];
  return {
    article,
    blogTitle,
    blogPath,
    products,
    related,
    jsonLd: jsonLdMeta(jsonLd),
    messages: sections(context.messages, 'content', 'cards'),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { article, jsonLd } = args.data;
  return [
    ...pageMeta(args, {
      title: article.seo?.title ?? article.title,
      description: article.seo?.description ?? article.excerpt,
      image: article.image?.url,
      imageAlt: article.image?.altText,
      type: 'article',
    }),
    { property: 'article:published_time', content: article.publishedAt },
    ...jsonLd,
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, blogTitle, blogPath, products, related, messages } = loaderData;
  return (
    <>
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
      {products.length ? (
        <section aria-labelledby="story-products" className={styles.related}>
          <h2 id="story-products">{messages.content.inThisStory}</h2>
          <ProductGrid products={products} eager="none" />
        </section>
      ) : null}
      {related.length ? (
        <section aria-labelledby="related-stories" className={styles.related}>
          <h2 id="related-stories">{messages.content.related}</h2>
          <ArticleList articles={related} base={blogPath} />
        </section>
      ) : null}
    </>
  );
}
