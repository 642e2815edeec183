// Content pages from Shopify (about, team, ethics, faq, sustainability, cup, devcenter, zeitplan),
// at their spec path in every language (/fr/faq is the FAQ in French).
import type { Route } from './+types/page';
import { RichText } from '~/components/content/rich-text';
import { specPath } from '~/lib/content/pages';
import { routeAt } from '~/route-table';
import { contentReader, loadPage } from '~/lib/content/content.server';
import { siteOrigins } from '~/lib/context/env.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { breadcrumbJsonLd, faqJsonLd, jsonLdMeta } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { headingsFrom } from '~/lib/content/headings';
import { faqOf } from '~/lib/content/faq';
import { FaqGroups } from '~/components/content/faq';
import { PictureSections } from '~/components/content/picture-sections';
import { PICTURE_LAYOUTS, sectionsWithPictures } from '~/lib/content/pictures';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const path = specPath(url.pathname);
  const entry = routeAt(path)?.content;
  if (!entry) pageNotFound(url, context);
  const reader = contentReader(context, request);
  const page = await loadPage(reader, entry.handle);
  if (!page) pageNotFound(url, context);
  const { current } = siteOrigins(context.appEnv, request);
  const { messages, localePath } = context;
  // The trail's names in the page's language (the route table names them in English).
  const trail = entry.trail.map(({ name, path: parent }) => ({
    name: (messages.content.trail as Partial<Record<string, string>>)[parent] ?? name,
    path: localePath(parent),
  }));
  const crumbs = [
    { name: messages.common.home, path: localePath('/') },
    ...trail,
    { name: page.title, path: localePath(path) },
  ];
  const jsonLd = [breadcrumbJsonLd(current, crumbs)];
  // The FAQ's questions as grouped disclosures (docs/decisions/content-and-home.md); its body stays for the JSON-LD.
  const faq = entry.handle === 'faq' ? faqOf(page.body) : null;
  if (faq) jsonLd.push(faqJsonLd(page.body, reader.locale));
  const shown = faq?.groups.length ? { ...page, body: '' } : { ...page, body: headingsFrom(page.body) };
  // About and Team: the body's sections with the page's pictures (app/lib/content/pictures.ts).
  const layout = PICTURE_LAYOUTS[entry.handle];
  const pictured =
    layout && page.pictures.length ? { layout, ...sectionsWithPictures(shown.body, page.pictures) } : null;
  return {
    page: pictured ? { ...shown, body: '' } : shown,
    pictured,
    faq: faq?.groups.length ? faq : null,
    robots: entry.robots ?? null,
    jsonLd: jsonLdMeta(jsonLd),
  };
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
  const { page, faq, pictured } = loaderData;
  return (
    <article>
      <h1>{page.title}</h1>
      {faq ? <FaqGroups faq={faq} /> : pictured ? <PictureSections {...pictured} /> : <RichText html={page.body} />}
    </article>
  );
}
