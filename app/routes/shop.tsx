// /shop: every product (the shop's "All products" collection, docs/decisions/listings.md), filtered,
// sorted and paged by its URL, and the collections a page at a time.
import { data } from 'react-router';
import type { Route } from './+types/shop';
import { CollectionLinks } from '~/components/listing/collection-links';
import { ListingRefused } from '~/components/listing/listing-refused';
import { ListingView } from '~/components/listing/listing-view';
import { sections } from '~/lib/i18n/messages/index.server';
import { collectionLinks } from '~/lib/listing/collections.server';
import { loadListing, refusal } from '~/lib/listing/listing.server';
import { parseListingQuery } from '~/lib/listing/query';
import { toSearch } from '~/lib/listing/url';
import { SHOP_COLLECTION } from '~/lib/listing/settings';
import { serviceUnavailable } from '~/lib/http/upstream.server';
import { pageMeta, pageTitle } from '~/lib/seo/meta';
import { cardRatingWords } from '~/lib/review/card-rating.server';

const FAILURE = 'Failed to fetch products';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const pathname = context.localePath('/shop');
  const messages = sections(context.messages, 'listing', 'cards');
  const parsed = parseListingQuery(url.searchParams, messages.listing.refused);
  if (!parsed.ok) {
    return data({ ...refusal(400, parsed.message, pathname + toSearch(parsed.base)), messages }, { status: 400 });
  }
  const [page, collections] = await Promise.all([
    loadListing(context, pathname, SHOP_COLLECTION, parsed.query, FAILURE, cardRatingWords(context, request)),
    collectionLinks(context, pathname, parsed.query),
  ]);
  if (!page) {
    context.log.error(`The shop's collection "${SHOP_COLLECTION}" is not in Shopify (docs/decisions/listings.md).`);
    serviceUnavailable(FAILURE);
  }
  if (!page.ok) return data({ ...page, messages }, { status: page.status });
  if (collections && !collections.ok) return data({ ...collections, messages }, { status: collections.status });
  return { ...page, collections, indexable: parsed.query.base.length === 0, messages };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [];
  const { shop } = args.data.messages.listing;
  if (!args.data.ok) return [{ title: pageTitle(args.data.message) }, { name: 'robots', content: 'noindex' }];
  // Without a description of its own, the page says the shop's (in its language).
  const page = pageMeta(args, { title: shop });
  // A filtered or sorted list repeats the shop's products: crawlers keep to the canonical one.
  return args.data.indexable ? page : [...page, { name: 'robots', content: 'noindex' }];
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  const words = loaderData.messages.listing;
  return (
    <>
      <h1>{words.shop}</h1>
      {loaderData.ok ? (
        <>
          {loaderData.collections ? <CollectionLinks collections={loaderData.collections} current={null} /> : null}
          <ListingView view={loaderData.view} />
        </>
      ) : (
        <ListingRefused refusal={loaderData} />
      )}
    </>
  );
}
