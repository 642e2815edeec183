// The home page's first screen and promises (DESIGN.md): a full-bleed hero with the product in use
// (the featured collection's picture, chosen in Shopify), the promise as the one headline, the shop's
// description and one call to action; then three promises, each with its figure. Nothing is lazy.
import { Link } from 'react-router';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import { srcSet } from '~/lib/media/image-url';
import { button } from '~/styles/ui.css';
import * as styles from './home.css';

const HERO_WIDTHS = [640, 960, 1280, 1600, 2000] as const;

export function HomeHero({
  description,
  image,
}: {
  description: string;
  image: { url: string; altText?: string | null } | null;
}) {
  const words = useMessages().home;
  const localePath = useLocalePath();
  return (
    // data-hero: the header is "scrolled" once past it (spec §4); data-bleed: it spans the window.
    <section className={styles.hero} aria-labelledby="hero-title" data-hero data-bleed>
      {image ? (
        <img
          className={styles.heroImage}
          src={image.url}
          // The CDN's sizes: a phone takes a picture for its width, not the 2000 px one.
          srcSet={srcSet(image.url, HERO_WIDTHS)}
          sizes="100vw"
          alt={image.altText ?? ''}
          width={2000}
          height={1125}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>{words.eyebrow}</p>
          <h1 id="hero-title" className={styles.headline}>
            {words.headline}
          </h1>
          <p className={styles.lede}>{description}</p>
          <Link to={localePath('/shop')} prefetch="intent" className={button.primary}>
            {words.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}

// The three promises, in this order; their words and figures are the catalogue's (`home.values`).
const VALUES = ['engineering', 'ocean', 'exchange'] as const;

export function ValuePoints() {
  const words = useMessages().home;
  return (
    <section className={styles.values} aria-labelledby="values-title">
      <h2 id="values-title" className={styles.hidden}>
        {words.valuesHeading}
      </h2>
      <ul className={styles.valueList}>
        {VALUES.map((id) => (
          <li key={id}>
            <p className={styles.figure}>{words.values[id].figure}</p>
            <h3>{words.values[id].title}</h3>
            <p>{words.values[id].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
