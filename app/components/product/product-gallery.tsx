// The product's gallery (./gallery-stage.tsx): it works without JavaScript. After hydration
// app/components/media/media-client.ts makes a thumbnail scroll the stage without moving the page
// and opens a video in the modal. `data-hero`: the header is "scrolled" once past it (spec §4).
import { GalleryStage, type GalleryProps } from './gallery-stage';
import * as styles from './product-gallery.css';

export function ProductGallery({ gallery, label }: { gallery: GalleryProps; label: string }) {
  return (
    <section aria-label={label} className={styles.gallery} data-hero>
      <GalleryStage {...gallery} />
    </section>
  );
}
