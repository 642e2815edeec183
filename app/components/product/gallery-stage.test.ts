import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '~/lib/i18n/messages/de';
import { en } from '~/lib/i18n/messages/en';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GalleryStage, type GalleryProps, type GalleryMedia } from './gallery-stage';

const galleryHtml = (props: GalleryProps) => renderToString(createElement(GalleryStage, props));

const words = en.productPage;

const image = (url: string, altText: string | null = null): GalleryMedia => ({
  __typename: 'MediaImage',
  image: { url, altText },
});
const video = (poster: string, alt: string): GalleryMedia => ({
  __typename: 'Video',
  alt,
  previewImage: { url: poster },
  sources: [
    { url: 'https://cdn.example/v.m3u8', mimeType: 'application/x-mpegURL' },
    { url: 'https://cdn.example/v.mp4', mimeType: 'video/mp4' },
  ],
});

describe('GalleryStage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the first image with high priority, the rest lazily, and links every thumbnail', () => {
    const warn = vi.spyOn(console, 'error');
    const html = galleryHtml({
      media: [image('https://cdn.example/a.jpg', 'Blade <side>'), video('https://cdn.example/p.jpg', 'Swap')],
      title: 'Blade & holder',
      words,
    });
    const stage = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(stage[0]).toContain('fetchPriority="high"');
    expect(stage[0]).toContain('alt="Blade &lt;side&gt;"');
    expect(stage[1]).toContain('loading="lazy"');
    expect(html).toContain('<a href="https://cdn.example/v.mp4"');
    expect(html).toContain('Play video: Swap');
    expect(html).toContain('aria-label="Blade &amp; holder: images and videos"');
    expect(html).toContain('href="#media-2"');
    expect(html).toContain('alt="Show video 2 of 2"');
    // React's development build warns about an unknown or misspelled attribute.
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out media without a poster or a playable source, and the strip for a single item', () => {
    const html = galleryHtml({
      media: [image('https://cdn.example/a.jpg'), { __typename: 'Video', alt: 'x', previewImage: null, sources: [] }],
      title: 'Blade',
      words,
    });
    expect(html.match(/id="media-/g)).toHaveLength(1);
    expect(html).not.toContain('all media');
  });

  it('labels the stage, the videos and the thumbnails in the page’s language', () => {
    const html = galleryHtml({
      media: [image('https://cdn.example/a.jpg'), video('https://cdn.example/p.jpg', 'Wechsel')],
      title: 'Kufe',
      words: de.productPage,
    });
    expect(html).toContain('aria-label="Kufe: Bilder und Videos"');
    expect(html).toContain('Video abspielen: Wechsel');
    expect(html).toContain('alt="Bild 1 von 2 zeigen"');
    expect(html).toContain('alt="Video 2 von 2 zeigen"');
  });
});
