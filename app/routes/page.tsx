// Content pages from Shopify (about, team, ethics, faq, sustainability, cup, devcenter, zeitplan).
import type { Route } from './+types/page';
import { RichText } from '~/components/content/rich-text';
import { CONTENT_PAGES } from '~/lib/content/pages';
import { loadPage } from '~/lib/content/content.server';
import { siteOrigins } from '~/lib/context/env.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { breadcrumbJsonLd, faqJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { headingsFrom } from '~/lib/content/headings';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/$/, '');
  const entry = CONTENT_PAGES[path];
  if (!entry) pageNotFound(url, context);
  const page = await loadPage(context.storefront, entry.handle);
  if (!page) pageNotFound(url, context);
  const { current } = siteOrigins(context.appEnv, request);
  const jsonLd = [breadcrumbJsonLd(current, [{ name: 'Home', path: '/' }, ...entry.trail, { name: page.title, path }])];
  if (entry.handle === 'faq') jsonLd.push(faqJsonLd(page.body));
  return { page: { ...page, body: headingsFrom(page.body) }, robots: entry.robots ?? null, jsonLd: jsonLdMeta(jsonLd) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { page, jsonLd, robots } = args.data;
  const tags = [
    ...pageMeta(args, { title: page.seo?.title ?? page.title, description: page.seo?.description ?? page.bodySummary }),
    ...jsonLd,
  ];
  if (robots) tags.push({ name: 'robots', content: robots });
  return tags;
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <h1>{page.title}</h1>
      <RichText html={page.body} />
    </article>
  );
}
