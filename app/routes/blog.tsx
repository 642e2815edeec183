// /stories/blog, /stories/success-stories, /stories/testimonials: one Shopify blog each.
import { visuallyHidden } from '~/styles/ui.css';
import type { Route } from './+types/blog';
import { ArticleList } from '~/components/content/article-list';
import { loadBlog } from '~/lib/content/content.server';
import { siteOrigins } from '~/lib/context/env.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { breadcrumbJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, '');
  const handle = path.split('/')[2] ?? '';
  const blog = await loadBlog(context.storefront, handle);
  if (!blog) pageNotFound(url, context);
  const { current } = siteOrigins(context.appEnv, request);
  const jsonLd = breadcrumbJsonLd(current, [
    { name: 'Home', path: '/' },
    { name: 'Stories', path: '/stories' },
    { name: blog.title, path },
  ]);
  return { blog, path, jsonLd: jsonLdMeta(jsonLd) };
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
  const { blog, path } = loaderData;
  const testimonials = blog.handle === 'testimonials';
  return (
    <>
      <h1>{blog.title}</h1>
      <h2 className={visuallyHidden}>{testimonials ? 'What skaters say' : 'Latest articles'}</h2>
      <ArticleList articles={blog.articles.nodes} base={testimonials ? undefined : path} full={testimonials} />
    </>
  );
}
