// /stories: the three story blogs with their latest articles, in the page's language.
import { Link } from 'react-router';
import type { Route } from './+types/stories';
import { ArticleList } from '~/components/content/article-list';
import { contentReader, loadBlogs } from '~/lib/content/content.server';
import { STORY_BLOGS } from '~/lib/content/pages';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { localePath } = context;
  const blogs = await loadBlogs(contentReader(context, request), STORY_BLOGS);
  return {
    blogs: blogs.map((blog) => ({ ...blog, path: localePath(`/stories/${blog.handle}`) })),
    words: context.messages.content.stories,
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, { title: args.data.words.title, description: args.data.words.description }) : [];

export default function Stories({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>{loaderData.words.title}</h1>
      {loaderData.blogs.map((blog) => (
        <section key={blog.id} aria-labelledby={`blog-${blog.handle}`}>
          <h2 id={`blog-${blog.handle}`}>
            <Link to={blog.path}>{blog.title}</Link>
          </h2>
          <ArticleList articles={blog.articles.nodes} base={blog.handle === 'testimonials' ? undefined : blog.path} />
        </section>
      ))}
    </>
  );
}
