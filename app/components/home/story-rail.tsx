// The home page's story rail: the latest success story as a picture card, then testimonials as
// quotes (the person and their role, ~/lib/home/testimonials). A row that scrolls sideways on
// phones (snapping to each card), a grid from 768 px. Its pictures keep their frame (cover): no
// letterboxing at any width.
import { Link } from 'react-router';
import { format } from '~/lib/i18n/format';
import type { Quote } from '~/lib/home/testimonials';
import { useLocalePath, useMessages } from '~/lib/i18n/use-messages';
import * as styles from './home.css';

interface Story {
  href: string;
  title: string;
  image?: { url: string; altText?: string | null } | null;
}

export function StoryRail({ story, quotes }: { story: Story | null; quotes: Quote[] }) {
  const words = useMessages().home;
  const localePath = useLocalePath();
  if (!story && quotes.length === 0) return null;
  return (
    <section aria-labelledby="stories-title" className={styles.stories}>
      <div className={styles.sectionHead}>
        <h2 id="stories-title">{words.stories}</h2>
        <Link to={localePath('/stories')} className={styles.more}>
          {words.allStories}
        </Link>
      </div>
      <ul className={styles.rail}>
        {story ? (
          <li className={styles.storyCard}>
            {story.image ? (
              <img src={story.image.url} alt={story.image.altText ?? ''} width={800} height={600} loading="eager" />
            ) : null}
            <p className={styles.storyEyebrow}>{words.story}</p>
            <h3>
              <Link to={story.href} className={styles.storyLink}>
                {story.title}
              </Link>
            </h3>
          </li>
        ) : null}
        {quotes.map((quote) => (
          <li key={quote.id} className={styles.quoteCard}>
            <figure>
              <blockquote>
                <p>{quote.text}</p>
              </blockquote>
              <figcaption>
                {quote.role ? format(words.attribution, { name: quote.name, role: quote.role }) : quote.name}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {quotes.length ? (
        <p>
          <Link to={localePath('/stories/testimonials')} className={styles.more}>
            {words.testimonials}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
