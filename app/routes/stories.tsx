// /stories: the three story blogs with their latest articles.
import { Link } from 'react-router';
import type { Route } from './+types/stories';
import { ArticleList } from '~/components/content/article-list';
import { loadBlogs } from '~/lib/content/content.server';
import { STORY_BLOGS } from '~/lib/content/pages';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ context }: Route.LoaderArgs) {
  return { blogs: await loadBlogs(context.storefront, STORY_BLOGS) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Stories',
    description: 'News, success stories and testimonials from the Sharkblades community.',
  });

export default function Stories({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Stories</h1>
      {loaderData.blogs.map((blog) => (
        <section key={blog.id} aria-labelledby={`blog-${blog.handle}`}>
          <h2 id={`blog-${blog.handle}`}>
            <Link to={`/stories/${blog.handle}`}>{blog.title}</Link>
          </h2>
          <ArticleList
            articles={blog.articles.nodes}
            base={blog.handle === 'testimonials' ? undefined : `/stories/${blog.handle}`}
          />
        </section>
      ))}
    </>
  );
}
