import { serializeJsonLd } from '~/lib/seo';

type Data = Parameters<typeof serializeJsonLd>[0];

/** Structured data for search engines; inert data, so it needs no CSP nonce. */
export function JsonLd({ data }: { data: Data }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
