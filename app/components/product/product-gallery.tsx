// The product's media: images (the first eager, with high priority) and videos.
import type { ProductQuery } from 'storefrontapi.generated';
import * as styles from './product.css';

/** One media node as the product query (app/routes/product.tsx) selects it. */
export type ProductMedia = NonNullable<ProductQuery['product']>['media']['nodes'][number];

export function ProductGallery({ media }: { media: ProductMedia[] }) {
  return (
    <section aria-label="Gallery" className={styles.gallery}>
      {media.map((item, index) => {
        if (item.__typename === 'MediaImage' && item.image) {
          return (
            <img
              key={item.id}
              src={item.image.url}
              alt={item.image.altText ?? item.alt ?? ''}
              width={item.image.width ?? 1200}
              height={item.image.height ?? 1200}
              loading={index === 0 ? 'eager' : 'lazy'}
              // React 18 knows no fetchPriority prop; the lower-case attribute reaches the HTML.
              {...(index === 0 ? { fetchpriority: 'high' } : {})}
            />
          );
        }
        if (item.__typename === 'Video') {
          return (
            <video key={item.id} controls preload="none" poster={item.previewImage?.url} aria-label={item.alt ?? ''}>
              {item.sources.map((source) => (
                <source key={source.url} src={source.url} type={source.mimeType} />
              ))}
            </video>
          );
        }
        return null;
      })}
    </section>
  );
}
