// A brand page's body with its pictures (app/lib/content/pictures.ts): About's chapters as picture
// and text side by side, Team's people as portrait cards. The words stay the merchant's HTML.
import { RichText } from './rich-text';
import { imageUrl, srcSet } from '~/lib/media/image-url';
import type { Picture, PictureLayout, PictureSection } from '~/lib/content/pictures';
import * as styles from './picture-sections.css';

const STORY_WIDTHS = [400, 640, 800, 1200] as const;
const PORTRAIT_WIDTHS = [160, 240, 360, 480, 720] as const;

/** A picture at the widths its layout needs, cropped to the layout's ratio (height / width). */
export function SectionPicture({
  picture,
  widths,
  ratio,
  sizes,
  className,
  eager = false,
}: {
  picture: Picture;
  widths: readonly number[];
  ratio: number;
  sizes: string;
  className: string;
  eager?: boolean;
}) {
  const width = widths[1] ?? widths[0]!;
  return (
    <img
      className={className}
      src={imageUrl(picture.url, width, Math.round(width * ratio))}
      srcSet={srcSet(picture.url, widths, ratio)}
      sizes={sizes}
      width={width}
      height={Math.round(width * ratio)}
      alt={picture.altText ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

export function PictureSections({
  intro,
  sections,
  outro,
  layout,
}: {
  intro: string;
  sections: PictureSection[];
  outro: string;
  layout: PictureLayout;
}) {
  const people = layout === 'people';
  const List = people ? 'ul' : 'div';
  const Item = people ? 'li' : 'section';
  return (
    <>
      {intro.trim() ? <RichText html={intro} /> : null}
      <List className={people ? styles.people : styles.story}>
        {sections.map((section, i) => (
          <Item key={i} className={people ? styles.person : styles.chapter}>
            {section.picture ? (
              <SectionPicture
                picture={section.picture}
                widths={people ? PORTRAIT_WIDTHS : STORY_WIDTHS}
                ratio={people ? 1.25 : 2 / 3}
                sizes={
                  people ? '(min-width: 1280px) 380px, (min-width: 768px) 45vw, 6rem' : '(min-width: 768px) 50vw, 100vw'
                }
                className={people ? styles.portrait : styles.chapterPicture}
                eager={!people && i === 0}
              />
            ) : null}
            <RichText html={section.html} />
          </Item>
        ))}
      </List>
      {outro.trim() ? <RichText html={outro} /> : null}
    </>
  );
}
