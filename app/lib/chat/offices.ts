// The office for a visitor's country, from the contact page's office sections: company, address,
// phone and e-mail read from the markup (tel: and mailto: links), so they stay whole.
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { isOffice, type Office } from '~/lib/content/offices';
import { countryName } from './countries';
import { officeForCountry } from './rules';
import { inlineText } from './text';
import type { ChatAnswer } from './types';

export interface OfficeFacts {
  office: Office;
  company: string;
  address: string[];
  phone: string | null;
  email: string | null;
  hours: string | null;
}

export function parseOffices(contactHtml: string): OfficeFacts[] {
  return [...contactHtml.matchAll(/<section[^>]*data-office="([\w-]+)"[^>]*>([\s\S]*?)<\/section>/g)].flatMap(
    ([, office, html]) => {
      if (!isOffice(office ?? null)) return [];
      const first = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html!)?.[1] ?? '';
      const company = inlineText(/<strong[^>]*>([\s\S]*?)<\/strong>/.exec(first)?.[1] ?? '');
      const address = first
        .split(/<br\s*\/?>/i)
        .map(inlineText)
        .filter((line) => line && line !== company);
      const link = (scheme: string) => {
        const found = new RegExp(`<a[^>]*href="${scheme}:[^"]*"[^>]*>([\\s\\S]*?)</a>`).exec(html!)?.[1];
        return found ? inlineText(found) : null;
      };
      const text = inlineText(html!);
      const hours = /\d{1,2}[:.]\d{2}\s*(?:am|pm)?\s*[–-]\s*\d{1,2}[:.]\d{2}\s*(?:am|pm)?(?:\s*[A-Z]{2,4}\b)?/i.exec(
        text,
      );
      return company
        ? [
            {
              office: office as Office,
              company,
              address,
              phone: link('tel'),
              email: link('mailto'),
              hours: hours?.[0] ?? null,
            },
          ]
        : [];
    },
  );
}

export function officeAnswer(
  offices: OfficeFacts[],
  code: string,
  words: Messages['chat']['answers'],
  language: Language,
  path: (url: string) => string,
): ChatAnswer | null {
  const wanted = officeForCountry(code);
  const office = offices.find((o) => o.office === wanted);
  if (!office) return null;
  const parts = [
    format(words.office, {
      country: countryName(code, language),
      office: office.company,
      address: office.address.join(', '),
    }),
  ];
  const reach = [
    office.phone && format(words.officePhone, { phone: office.phone }),
    office.email && format(words.officeEmail, { email: office.email }),
  ].filter(Boolean);
  if (reach.length) parts.push(`${reach.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()));
  if (office.hours) parts.push(`${format(words.officeHours, { hours: office.hours })}.`);
  return {
    kind: 'office',
    text: parts.join(' '),
    source: { url: path(`/about/contact?office=${office.office}`), title: words.contactTitle },
    links: office.email ? [{ url: `mailto:${office.email}`, title: office.email }] : [],
  };
}
