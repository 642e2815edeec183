// The home page's sections (DESIGN.md): a hero with one headline and one call to action, three
// value points, and a teaser for the latest success story. Everything is eager: home has no lazy images.
import { Link } from 'react-router';
import type { ArticleCardFragment, ProductCardFragment } from 'storefrontapi.generated';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import { button, eyebrow } from '~/styles/ui.css';
import * as styles from './home.css';

export function HomeHero({
  title,
  description,
  image,
}: {
  title: string;
  description: string;
  image: ProductCardFragment['featuredImage'] | undefined;
}) {
  const words = useMessages().home;
  const localePath = useLocalePath();
  return (
    // data-hero: the header is "scrolled" once past it (spec §4).
    <section className={styles.hero} aria-labelledby="hero-title" data-hero>
      <div className={styles.heroText}>
        <p className={eyebrow}>{words.eyebrow}</p>
        <h1 id="hero-title" className={styles.headline}>
          {title}
        </h1>
        <p className={styles.lede}>{description}</p>
        <Link to={localePath('/shop')} prefetch="intent" className={button.primary}>
          {words.cta}
        </Link>
      </div>
      {image ? (
        <img
          className={styles.heroImage}
          src={image.url}
          alt={image.altText ?? ''}
          width={600}
          height={600}
          loading="eager"
          {...{ fetchpriority: 'high' }}
        />
      ) : null}
    </section>
  );
}

// The three value points' icons; their words are the catalogue's (`home.values`), in this order.
const VALUES = [
  { id: 'engineering', icon: 'M12 3l8 4v5c0 5-3.4 8.3-8 9-4.6-.7-8-4-8-9V7zM12 8v8M8 12h8' },
  {
    id: 'ocean',
    icon: 'M3 15c2 0 2-2 4.5-2S9.5 15 12 15s2.5-2 4.5-2 2.5 2 4.5 2M3 19c2 0 2-2 4.5-2s2 2 4.5 2 2.5-2 4.5-2 2.5 2 4.5 2M12 3l3 6H9z',
  },
  { id: 'exchange', icon: 'M3 14h15a3 3 0 0 0 3-3M6 14v3M15 14v3M4 17h16M9 7l3-3 3 3M12 4v7' },
] as const;

export function ValuePoints() {
  const words = useMessages().home;
  return (
    <section className={styles.values} aria-labelledby="values-title">
      <h2 id="values-title" className={styles.hidden}>
        {words.valuesHeading}
      </h2>
      <ul className={styles.valueList}>
        {VALUES.map((value) => (
          <li key={value.id}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={value.icon} />
            </svg>
            <h3>{words.values[value.id].title}</h3>
            <p>{words.values[value.id].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest success story; `href` is its page in the page's language. */
export function StoryTeaser({
  story,
}: {
  story: Pick<ArticleCardFragment, 'title' | 'excerpt' | 'image'> & { href: string };
}) {
  const words = useMessages().home;
  return (
    <section className={styles.story} aria-labelledby="story-title">
      {story.image ? (
        <img
          className={styles.storyImage}
          src={story.image.url}
          alt={story.image.altText ?? ''}
          width={story.image.width ?? 800}
          height={story.image.height ?? 600}
          loading="eager"
        />
      ) : null}
      <div className={styles.storyText}>
        <p className={styles.storyEyebrow}>{words.story}</p>
        <h2 id="story-title">{story.title}</h2>
        <p>{story.excerpt}</p>
        <Link to={story.href} className={button.onInk}>
          {words.readStory}
        </Link>
      </div>
    </section>
  );
}
