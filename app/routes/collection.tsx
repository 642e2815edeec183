// /collections/{handle}: a collection's products, filtered, sorted and paged by the URL
// (docs/decisions/listings.md).
import { data } from 'react-router';
import type { Route } from './+types/collection';
import { CollectionHeader } from '~/components/listing/collection-header';
import { CollectionLinks } from '~/components/listing/collection-links';
import { ListingRefused } from '~/components/listing/listing-refused';
import { ListingView } from '~/components/listing/listing-view';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { SLUG } from '~/lib/content/pages';
import { siteOrigins } from '~/lib/context/env.server';
import { invalidRoute, notFound } from '~/lib/http/not-found.server';
import { sections } from '~/lib/i18n/messages/index.server';
import { collectionLinks } from '~/lib/listing/collections.server';
import { loadListing, refusal } from '~/lib/listing/listing.server';
import { parseListingQuery } from '~/lib/listing/query';
import { toSearch } from '~/lib/listing/url';
import { breadcrumbJsonLd, jsonLdMeta, textSummary } from '~/lib/seo/seo';
import { pageMeta, pageTitle } from '~/lib/seo/meta';
import { cardRatingWords } from '~/lib/review/card-rating.server';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.handle)) invalidRoute(url, context);
  const { localePath } = context;
  const pathname = localePath(`/collections/${params.handle}`);
  const messages = sections(context.messages, 'listing', 'cards');
  const parsed = parseListingQuery(url.searchParams, messages.listing.refused);
  if (!parsed.ok) {
    return data({ ...refusal(400, parsed.message, pathname + toSearch(parsed.base)), messages }, { status: 400 });
  }
  const [page, collections] = await Promise.all([
    loadListing(
      context,
      pathname,
      params.handle,
      parsed.query,
      'Failed to fetch collections',
      cardRatingWords(context, request),
    ),
    collectionLinks(context, pathname, parsed.query),
  ]);
  if (!page) notFound(`Collection not found: ${params.handle}`, context);
  if (!page.ok) return data({ ...page, messages }, { status: page.status });
  if (collections && !collections.ok) return data({ ...collections, messages }, { status: collections.status });
  const { collection } = page;
  const { current } = siteOrigins(context.appEnv, request);
  const jsonLd = breadcrumbJsonLd(current, [
    { name: context.messages.common.home, path: localePath('/') },
    { name: messages.listing.shop, path: localePath('/shop') },
    { name: collection.title, path: pathname },
  ]);
  return {
    ...page,
    collections,
    messages,
    collection: { ...collection, descriptionHtml: rewriteShopifyLinks(collection.descriptionHtml, localePath) },
    // Its share text when Shopify has no SEO description (made here: the summary stays server code).
    description: collection.seo.description ?? textSummary(collection.descriptionHtml),
    jsonLd: jsonLdMeta(jsonLd),
    indexable: parsed.query.base.length === 0,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.data;
  if (!page?.ok) return page ? [{ title: pageTitle(page.message) }, { name: 'robots', content: 'noindex' }] : [];
  return [
    ...pageMeta(args, {
      title: page.collection.seo.title ?? page.collection.title,
      description: page.description,
      image: page.collection.image?.url,
    }),
    // A filtered or sorted list repeats the collection: crawlers keep to the canonical one.
    ...(page.indexable ? page.jsonLd : [{ name: 'robots', content: 'noindex' }]),
  ];
};

export default function Collection({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) return <ListingRefused refusal={loaderData} heading />;
  const { collection, collections, view } = loaderData;
  return (
    <>
      <CollectionHeader collection={collection} />
      {collections ? <CollectionLinks collections={collections} current={collection.handle} /> : null}
      <ListingView view={view} />
    </>
  );
}
