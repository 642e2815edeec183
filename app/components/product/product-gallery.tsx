// The product's gallery: HTML rendered by the loader (./gallery-stage.server.tsx), so it
// works without JavaScript and costs the first load nothing. After hydration
// app/components/media/media-client.ts makes a thumbnail scroll the stage without moving the page
// and opens a video in the modal. `data-hero`: the header is "scrolled" once past it (spec §4).
import { Island } from '~/components/island';
import * as styles from './product-gallery.css';

export function ProductGallery({ island, label }: { island: Island; label: string }) {
  return <Island as="section" aria-label={label} className={styles.gallery} data-hero island={island} />;
}
