// The product's media: images (the first eager, with high priority) and videos.
import * as styles from './product.css';

export type ProductMedia =
  | {
      __typename: 'MediaImage';
      id: string;
      alt: string | null;
      image: { url: string; altText: string | null; width: number | null; height: number | null } | null;
    }
  | {
      __typename: 'Video';
      id: string;
      alt: string | null;
      previewImage: { url: string } | null;
      sources: { url: string; mimeType: string }[];
    }
  | { __typename: 'ExternalVideo' | 'Model3d'; id?: string };

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
