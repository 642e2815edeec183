// Metafields on Storefront objects, as Shopify's schema has them: `metafield(namespace:, key:)` and
// `metafields(identifiers:)` (null for each one the object does not have). Products carry the
// standard review metafields a review app writes (Judge.me, Yotpo, Shopify Product Reviews):
// `reviews.rating` (type `rating`) and `reviews.rating_count` (`number_integer`), from the review
// mock's published reviews, so a listing's rating and the product page's summary agree
// (docs/decisions/reviews.md). A product without reviews has neither.
import { seedRating } from '../review/seed';
import type { ConnectionArgs } from './connection';
import { gid } from './context';

interface SeedMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
  /** A list.*_reference's objects (MediaImage, …): its `references` connection. */
  references?: (args: ConnectionArgs) => unknown;
}

type Identifier = { namespace?: string | null; key: string };

/** The resolver fields of an object with these metafields (none: every lookup answers null). */
export function metafieldFields(owner: string, list: () => SeedMetafield[] = () => []) {
  const object = (field: SeedMetafield) => ({
    __typename: 'Metafield',
    id: gid('Metafield', `${owner}-${field.namespace}-${field.key}`),
    namespace: field.namespace,
    key: field.key,
    type: field.type,
    value: field.value,
    description: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    reference: null,
    references: field.references ?? null,
  });
  const find = ({ namespace, key }: Identifier) => {
    // Without a namespace Shopify reads the app-reserved one, which the mock's shop does not use.
    const field = namespace ? list().find((f) => f.namespace === namespace && f.key === key) : undefined;
    return field ? object(field) : null;
  };
  return {
    metafield: (args: Identifier) => find(args),
    metafields: ({ identifiers }: { identifiers: Identifier[] }) => identifiers.map(find),
  };
}

const decimal = (n: number) => (Number.isInteger(n) ? n.toFixed(1) : String(n));

/** A product's review metafields (its handle is the review platform's product id). */
export function reviewMetafields(handle: string): SeedMetafield[] {
  const { average, count } = seedRating(handle);
  if (!count) return [];
  return [
    {
      namespace: 'reviews',
      key: 'rating',
      type: 'rating',
      value: JSON.stringify({ value: decimal(average), scale_min: '1.0', scale_max: '5.0' }),
    },
    { namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: String(count) },
  ];
}
