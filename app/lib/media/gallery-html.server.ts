// The product gallery as HTML made on the server (no JavaScript needed to show or use it, none in
// the first load): a main stage of every image and video, one at a time (scroll snap; swipe on
// phones), and thumbnails that link to each (#media-N). The first image is the LCP image: eager
// with high priority; the others lazy (docs/decisions/052-media-and-dialogs.md). A video is its
// poster linking to the video file: without JavaScript the link plays it; with JavaScript
// app/components/product/product-gallery.tsx opens it in the video modal.
import * as styles from '~/components/product/product-gallery.css';
import { escapeHtml as escape } from '~/lib/html';
import { imageUrl, srcSet, thumbSrcSet } from './image-url';

export interface GalleryMedia {
  __typename: string;
  alt?: string | null;
  image?: { url: string; altText?: string | null; width?: number | null; height?: number | null } | null;
  previewImage?: { url: string } | null;
  sources?: { url: string; mimeType: string }[];
}

const STAGE_WIDTHS = [360, 540, 720, 960, 1200];
/** The stage is the page's width on phones and about 60 % of a 72rem page from 768 px. */
const STAGE_SIZES = '(min-width: 1200px) 690px, (min-width: 768px) 58vw, 100vw';
const THUMB = 72;

function picture(src: string, alt: string, first: boolean): string {
  const loading = first ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  return `<img src="${escape(imageUrl(src, 1200, 1200))}" srcset="${escape(srcSet(src, STAGE_WIDTHS, 1))}" sizes="${STAGE_SIZES}" alt="${escape(alt)}" width="1200" height="1200" ${loading}>`;
}

const posterOf = (item: GalleryMedia) => (item.__typename === 'Video' ? item.previewImage?.url : item.image?.url);
const videoOf = (item: GalleryMedia) =>
  item.__typename === 'Video' ? item.sources?.find((s) => s.mimeType.startsWith('video/')) : undefined;

export function galleryHtml(media: GalleryMedia[], title: string): string {
  const shown = media.filter((item) => posterOf(item) && (item.__typename !== 'Video' || videoOf(item)));
  const slides: string[] = [];
  const thumbs: string[] = [];
  shown.forEach((item, index) => {
    const n = index + 1;
    const id = `media-${n}`;
    const poster = posterOf(item)!;
    const video = videoOf(item);
    const alt = item.image?.altText ?? item.alt ?? '';
    const body = video
      ? `<a href="${escape(video.url)}" class="${styles.video}" data-video="${escape(video.mimeType)}">${picture(poster, '', n === 1)}<span class="${styles.play}">Play video${item.alt ? `: ${escape(item.alt)}` : ''}</span></a>`
      : picture(poster, alt, n === 1);
    slides.push(`<div id="${id}" class="${styles.slide}">${body}</div>`);
    const label = `Show ${video ? 'video' : 'image'} ${n} of ${shown.length}`;
    thumbs.push(
      `<li><a href="#${id}" class="${styles.thumb}"><img src="${escape(imageUrl(poster, THUMB, THUMB))}" srcset="${escape(thumbSrcSet(poster, THUMB))}" alt="${label}" width="${THUMB}" height="${THUMB}" loading="lazy"></a></li>`,
    );
  });
  const strip =
    thumbs.length > 1
      ? `<ul class="${styles.thumbs}" aria-label="${escape(title)}: all media">${thumbs.join('')}</ul>`
      : '';
  // Focusable, so a keyboard can scroll the stage too (arrow keys).
  const stage = `<div class="${styles.stage}" tabindex="0" role="group" aria-label="${escape(title)}: images and videos">`;
  return `${stage}${slides.join('')}</div>${strip}`;
}
