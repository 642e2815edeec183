// A collection's header: its title with Shopify's description and image beside it (stacked on
// phones); without an image the title and description alone. The image is the page's first
// picture: eager, never lazy.
import { RichText } from '~/components/content/rich-text';
import * as styles from './listing.css';

interface Props {
  collection: { title: string; descriptionHtml: string; image?: { url: string } | null };
}

export function CollectionHeader({ collection }: Props) {
  const { title, descriptionHtml, image } = collection;
  return (
    <header className={image ? styles.banner : styles.plainHeader}>
      <div className={styles.bannerText}>
        <h1>{title}</h1>
        {descriptionHtml ? <RichText html={descriptionHtml} /> : null}
      </div>
      {image ? <img className={styles.bannerImage} src={image.url} alt="" width={1200} height={675} /> : null}
    </header>
  );
}
