// /about/contact: the contact page; ?office=europe|inc|mena-asia puts that office first,
// anything else shows headquarters (the Europe office in Switzerland) first.
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { RichText } from '~/components/content/rich-text';
import { loadPage } from '~/lib/content/content.server';
import { pageNotFound } from '~/lib/http/not-found.server';
import { selectOffice } from '~/lib/content/offices';
import * as styles from '~/components/content/content.css';
import { OfficeMap } from '~/components/contact/office-map';
import { OFFICE_LOCATIONS } from '~/components/contact/office-locations';
import { requestConsent } from '~/lib/consent/consent.server';
import { allows } from '~/lib/consent/model';
import { pageMeta } from '~/lib/seo/meta';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = await loadPage(context.storefront, 'contact');
  if (!page) pageNotFound(url, context);
  const office = url.searchParams.get('office');
  const map = { allowed: allows(requestConsent(request), 'map'), redirectTo: url.pathname + url.search };
  return { page, ...selectOffice(page.body, office), map };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.page.seo?.title ?? args.data.page.title,
        description: args.data.page.seo?.description ?? args.data.page.bodySummary,
      })
    : [];

const OFFICE_LABELS = { europe: 'Headquarters & Europe', inc: 'United States', 'mena-asia': 'Mena/Asia' } as const;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, selected, selectedHtml, intro, others, map } = loaderData;
  return (
    <article>
      <h1>{page.title}</h1>
      <RichText html={intro} />
      <nav aria-label="Offices">
        <ul className={styles.pills}>
          {(Object.keys(OFFICE_LABELS) as (keyof typeof OFFICE_LABELS)[]).map((key) => (
            <li key={key}>
              <Link to={`?office=${key}`} aria-current={key === selected ? 'true' : undefined} preventScrollReset>
                {OFFICE_LABELS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={OFFICE_LABELS[selected]} data-selected-office={selected}>
        <RichText html={selectedHtml} />
        <OfficeMap office={OFFICE_LOCATIONS[selected]} {...map} />
      </section>
      {others.map((office) => (
        <RichText key={office.key} html={office.html} />
      ))}
    </article>
  );
}
