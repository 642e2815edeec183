// /legal/terms, /legal/privacy-policy, /legal/refund-policy, /legal/shipping-policy: Shopify's shop
// policies, in every language (/fr/legal/terms).
import { outage } from '~/lib/http/upstream.server';
import type { Route } from './+types/policy';
import { RichText } from '~/components/content/rich-text';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { routeAt } from '~/route-table';
import { pageNotFound } from '~/lib/http/not-found.server';
import { rewriteShopifyLinks } from '~/lib/content/links';
import { textSummary } from '~/lib/seo/seo';
import { pageMeta } from '~/lib/seo/meta';
import { storefrontQuery } from '~/lib/shopify/storefront.server';

const POLICIES_QUERY = `#graphql
  fragment Policy on ShopPolicy {
    id
    title
    body
    handle
  }
  query Policies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      privacyPolicy {
        ...Policy
      }
      refundPolicy {
        ...Policy
      }
      termsOfService {
        ...Policy
      }
      shippingPolicy {
        ...Policy
      }
    }
  }
` as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const field = routeAt(url.pathname)?.policy;
  if (!field) pageNotFound(url, context);
  const { shop } = await storefrontQuery(context.storefrontCalls, POLICIES_QUERY, { cache: CATALOGUE_CACHE }).catch(
    outage('Failed to fetch page', context.log),
  );
  const policy = shop[field];
  if (!policy) pageNotFound(url, context);
  return {
    policy: { ...policy, body: rewriteShopifyLinks(policy.body, context.localePath) },
    description: textSummary(policy.body),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? pageMeta(args, { title: args.data.policy.title, description: args.data.description }) : [];

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1>{loaderData.policy.title}</h1>
      <RichText html={loaderData.policy.body} />
    </article>
  );
}
