// /about/contact: the contact page; ?office=europe|inc|mena-asia puts that office first,
// anything else shows headquarters (the Europe office in Switzerland) first.
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { RichText } from '~/components/content/rich-text';
import { contentReader, loadPage } from '~/lib/content/content.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { selectOffice, type Office } from '~/lib/content/offices';
import * as styles from '~/components/content/content.css';
import { OfficeMap } from '~/components/contact/office-map';
import { OFFICE_LOCATIONS } from '~/components/contact/office-locations';
import { requestConsent } from '~/lib/consent/consent.server';
import { allows } from '~/lib/consent/model';
import { sections } from '~/lib/i18n/messages/index.server';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = await loadPage(contentReader(context, request), 'contact');
  if (!page) pageNotFound(url, context);
  const office = url.searchParams.get('office');
  const map = { allowed: allows(requestConsent(request), 'map'), redirectTo: url.pathname + url.search };
  return { page, ...selectOffice(page.body, office), map, messages: sections(context.messages, 'content') };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.page.seo?.title ?? args.data.page.title,
        description: args.data.page.seo?.description ?? args.data.page.bodySummary,
      })
    : [];

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, selected, selectedHtml, intro, others, map, messages } = loaderData;
  const words = messages.content.contact;
  return (
    <article>
      <h1>{page.title}</h1>
      <RichText html={intro} />
      <nav aria-label={words.offices}>
        <ul className={styles.pills}>
          {(Object.keys(words.office) as Office[]).map((key) => (
            <li key={key}>
              <Link to={`?office=${key}`} aria-current={key === selected ? 'true' : undefined} preventScrollReset>
                {words.office[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={words.office[selected]} data-selected-office={selected}>
        <RichText html={selectedHtml} />
        <OfficeMap office={{ ...OFFICE_LOCATIONS[selected], address: words.address[selected] }} {...map} />
      </section>
      {others.map((office) => (
        <RichText key={office.key} html={office.html} />
      ))}
    </article>
  );
}
