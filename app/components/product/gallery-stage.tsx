// The product gallery's contents (no JavaScript needed to show or use them): a main stage of every image and video, one at a time (scroll snap; swipe on
// phones), and thumbnails that link to each (#media-N). The first image is the LCP image: eager
// with high priority; the others lazy (docs/decisions/product-page.md, "Media"). A video is its
// poster linking to the video file: without JavaScript the link plays it; with JavaScript
// ./product-gallery.tsx opens it in the video modal.
import { format } from '~/lib/i18n/format';
import type { Messages } from '~/lib/i18n/messages/types';
import { imageUrl, srcSet, thumbSrcSet } from '~/lib/media/image-url';
import * as styles from './product-gallery.css';

export interface GalleryMedia {
  __typename: string;
  alt?: string | null;
  image?: { url: string; altText?: string | null; width?: number | null; height?: number | null } | null;
  previewImage?: { url: string } | null;
  sources?: { url: string; mimeType: string }[];
}

export interface GalleryProps {
  media: GalleryMedia[];
  title: string;
  /** Its labels, in the page's language. */
  words: Pick<
    Messages['productPage'],
    | 'galleryStage'
    | 'galleryThumbs'
    | 'playVideo'
    | 'playVideoNamed'
    | 'videoDialog'
    | 'closeVideo'
    | 'showImage'
    | 'showVideo'
  >;
}

const STAGE_WIDTHS = [360, 540, 720, 960, 1200];
/** The stage is the page's width on phones and about 60 % of a 72rem page from 768 px. */
const STAGE_SIZES = '(min-width: 1200px) 690px, (min-width: 768px) 58vw, 100vw';
const THUMB = 72;
const HIGH_PRIORITY = { fetchPriority: 'high' } as const;
const LAZY = { loading: 'lazy', decoding: 'async' } as const;

function Picture({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  return (
    <img
      src={imageUrl(src, 1200, 1200)}
      srcSet={srcSet(src, STAGE_WIDTHS, 1)}
      sizes={STAGE_SIZES}
      alt={alt}
      width="1200"
      height="1200"
      {...(first ? HIGH_PRIORITY : LAZY)}
    />
  );
}

const posterOf = (item: GalleryMedia) => (item.__typename === 'Video' ? item.previewImage?.url : item.image?.url);
const videoOf = (item: GalleryMedia) =>
  item.__typename === 'Video' ? item.sources?.find((s) => s.mimeType.startsWith('video/')) : undefined;

export function GalleryStage({ media, title, words }: GalleryProps) {
  const shown = media.flatMap((item) => {
    const poster = posterOf(item);
    const video = videoOf(item);
    return poster && (item.__typename !== 'Video' || video) ? [{ item, poster, video }] : [];
  });
  return (
    <>
      {/* Focusable, so a keyboard can scroll the stage too (arrow keys). */}
      <div className={styles.stage} tabIndex={0} role="group" aria-label={format(words.galleryStage, { title })}>
        {shown.map(({ item, poster, video }, index) => (
          <div key={index} id={`media-${index + 1}`} className={styles.slide}>
            {video ? (
              <a
                href={video.url}
                className={styles.video}
                data-video={video.mimeType}
                data-video-label={words.videoDialog}
                data-close-label={words.closeVideo}
              >
                <Picture src={poster} alt="" first={index === 0} />
                <span className={styles.play}>
                  {item.alt ? format(words.playVideoNamed, { name: item.alt }) : words.playVideo}
                </span>
              </a>
            ) : (
              <Picture src={poster} alt={item.image?.altText ?? item.alt ?? ''} first={index === 0} />
            )}
          </div>
        ))}
      </div>
      {shown.length > 1 ? (
        <ul className={styles.thumbs} aria-label={format(words.galleryThumbs, { title })}>
          {shown.map(({ poster, video }, index) => (
            <li key={index}>
              <a href={`#media-${index + 1}`} className={styles.thumb}>
                <img
                  src={imageUrl(poster, THUMB, THUMB)}
                  srcSet={thumbSrcSet(poster, THUMB)}
                  alt={format(video ? words.showVideo : words.showImage, { index: index + 1, count: shown.length })}
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
