// /stories/blog, /stories/success-stories, /stories/testimonials: one Shopify blog each, in every
// language (/fr/stories/blog).
import { visuallyHidden } from '~/styles/ui.css';
import type { Route } from './+types/blog';
import { ArticleList } from '~/components/content/article-list';
import { contentReader, loadBlog } from '~/lib/content/content.server';
import { specPath } from '~/lib/content/pages';
import { siteOrigins } from '~/lib/context/env.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { breadcrumbJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const handle = specPath(url.pathname).split('/')[2] ?? '';
  const blog = await loadBlog(contentReader(context, request), handle);
  if (!blog) pageNotFound(url, context);
  const { current } = siteOrigins(context.appEnv, request);
  const { messages, localePath } = context;
  const path = localePath(`/stories/${handle}`);
  const jsonLd = breadcrumbJsonLd(current, [
    { name: messages.common.home, path: localePath('/') },
    { name: messages.content.stories.title, path: localePath('/stories') },
    { name: blog.title, path },
  ]);
  const words = messages.content;
  const heading = blog.handle === 'testimonials' ? words.testimonialsHeading : words.latestArticles;
  return { blog, path, heading, jsonLd: jsonLdMeta(jsonLd) };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? [
        ...pageMeta(args, {
          title: args.data.blog.seo?.title ?? args.data.blog.title,
          description: args.data.blog.seo?.description,
        }),
        ...args.data.jsonLd,
      ]
    : [];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blog, path, heading } = loaderData;
  const testimonials = blog.handle === 'testimonials';
  return (
    <>
      <h1>{blog.title}</h1>
      <h2 className={visuallyHidden}>{heading}</h2>
      <ArticleList articles={blog.articles.nodes} base={testimonials ? undefined : path} full={testimonials} />
    </>
  );
}
