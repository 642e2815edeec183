// JSON-LD as static HTML (docs/decisions/175): a page whose structured data is large (a product
// with an offer per variant) sends it once, in an island, instead of through `meta`, whose
// descriptors also travel in the hydration data for the browser to render <Meta> again.
import type { JsonLd } from '~/lib/seo/seo';

// A script's text is not escaped by React: inside <script> only `</script` and HTML comment
// openers could end or confuse the block, and JSON allows these escapes anywhere in a string.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function JsonLdScripts({ data }: { data: JsonLd[] }) {
  return data.map((item, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(UNSAFE, escapeChar) }}
    />
  ));
}
