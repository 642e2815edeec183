// /about/contact: the contact page, its three offices as cards with the map beside them;
// ?office=europe|inc|mena-asia shows that office on the map (its card marked), anything else
// headquarters (the Europe office in Switzerland).
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { RichText } from '~/components/content/rich-text';
import { contentReader, loadPage } from '~/lib/content/content.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { OFFICES, selectOffice, type Office } from '~/lib/content/offices';
import { sectionsWithPictures, type Picture } from '~/lib/content/pictures';
import { SectionPicture } from '~/components/content/picture-sections';
import * as pictureStyles from '~/components/content/picture-sections.css';
import { format } from '~/lib/i18n/format';
import * as styles from '~/components/content/content.css';
import { OfficeMap } from '~/components/contact/office-map';
import { OFFICE_LOCATIONS } from '~/components/contact/office-locations';
import { requestConsent } from '~/lib/consent/consent.server';
import { allows } from '~/lib/consent/model';
import { sections } from '~/lib/i18n/messages/index.server';
import { pageMeta } from '~/lib/seo/meta';

const OFFICE_WIDTHS = [400, 640, 800] as const;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = await loadPage(contentReader(context, request), 'contact');
  if (!page) pageNotFound(url, context);
  const office = url.searchParams.get('office');
  const map = { allowed: allows(requestConsent(request), 'map'), redirectTo: url.pathname + url.search };
  // Each office's picture (its city): the page's pictures go with its sections in order.
  const photos = Object.fromEntries(
    sectionsWithPictures(page.body, page.pictures).sections.flatMap(({ office: key, picture }) =>
      key && picture ? [[key, picture]] : [],
    ),
  ) as Partial<Record<Office, Picture>>;
  return { page, ...selectOffice(page.body, office), photos, map, messages: sections(context.messages, 'content') };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.page.seo?.title ?? args.data.page.title,
        description: args.data.page.seo?.description ?? args.data.page.bodySummary,
      })
    : [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, selected, intro, offices, photos, map, messages } = loaderData;
  const words = messages.content.contact;
  return (
    <article>
      <h1>{page.title}</h1>
      <RichText html={intro} />
      <div className={styles.contact}>
        <ul className={styles.offices} aria-label={words.offices}>
          {OFFICES.map((key) => (
            <li key={key} className={styles.officeCard} data-office-card={key}>
              {photos[key] ? (
                <SectionPicture
                  picture={photos[key]}
                  widths={OFFICE_WIDTHS}
                  ratio={9 / 16}
                  sizes="(min-width: 768px) 45vw, 100vw"
                  className={pictureStyles.officePicture}
                />
              ) : null}
              <RichText html={offices[key]} />
              <Link
                to={`?office=${key}`}
                aria-current={key === selected ? 'true' : undefined}
                preventScrollReset
                className={styles.officeLink}
              >
                {format(words.showOnMap, { office: words.office[key] })}
              </Link>
            </li>
          ))}
        </ul>
        <section aria-label={words.office[selected]} data-selected-office={selected} className={styles.officeMap}>
          <OfficeMap office={{ ...OFFICE_LOCATIONS[selected], address: words.address[selected] }} {...map} />
        </section>
      </div>
    </article>
  );
}
