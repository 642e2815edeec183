// The office for a visitor's country, from the contact page's office sections: company, address,
// phone and e-mail read from the markup (tel: and mailto: links, with the rich-text parser), so they
// stay whole.
import { format } from '~/lib/i18n/format';
import type { Language } from '~/lib/i18n/languages';
import type { Messages } from '~/lib/i18n/messages/types';
import { OFFICES, selectOffice, type Office } from '~/lib/content/offices';
import { countryName, plainWord } from './countries';
import { officeForCountry } from './rules';
import { elements, inlineText, innerHtml, textLines, within, type SourceElement } from '~/lib/content/rich-text';
import type { ChatAnswer } from './types';

export interface OfficeFacts {
  office: Office;
  company: string;
  address: string[];
  phone: string | null;
  email: string | null;
  hours: string | null;
  /** The office's own lines after its address, as the page writes them (showroom, opening hours). */
  lines: string[];
  /** The line that gives the opening hours (two times of day), if any. */
  hoursLine: string | null;
  /** The towns the office's address and lines name ("rapperswil", "jona", "zürich"), plain lower case. */
  places: string[];
}

/** A time of day as the pages write it: 08:30, 08.30, 9:00 am, 8 h 30, 9 h. */
const TIME = /\d{1,2}(?:\s?[:.]\s?\d{2}|\s?h(?:\s?\d{2})?|\s?[ap]m)(?![\p{L}\p{N}])/gu;

export function parseOffices(contactHtml: string): OfficeFacts[] {
  // Each office's own section, as the contact page cuts them (~/lib/content/offices).
  const { offices } = selectOffice(contactHtml, null);
  return OFFICES.flatMap((office) => {
    const html = offices[office];
    const own = elements(html, ['p', 'strong', 'a']);
    const inner = (element: SourceElement) => innerHtml(html, element);
    const [first, ...rest] = own.filter((e) => e.name === 'p');
    const strong = first && own.find((e) => e.name === 'strong' && within(first, e));
    const company = strong ? inlineText(inner(strong)) : '';
    const address = first ? textLines(inner(first)).filter((line) => line && line !== company) : [];
    const contactLinks = own.filter((e) => e.name === 'a' && /^(?:tel|mailto):/.test(e.attributes.href ?? ''));
    const link = (scheme: string) => {
      const a = contactLinks.find((e) => e.attributes.href!.startsWith(`${scheme}:`));
      return a ? inlineText(inner(a)) : null;
    };
    const text = inlineText(html);
    const lines = rest
      .filter((p) => !contactLinks.some((a) => within(p, a)))
      .map((p) => inlineText(inner(p)))
      .filter(Boolean);
    // The town: the address's line before the country, and any town after a postal code in the lines.
    const towns = [
      address.at(-2) ?? '',
      ...lines.flatMap((l) => [...l.matchAll(/\b\d{4,5}\s+([\p{L}-]+)/gu)].map((m) => m[1]!)),
    ];
    const places = [...new Set(towns.flatMap((t) => plainWord(t).match(/\p{L}{4,}/gu) ?? []))];
    const hoursLine = lines.find((line) => (line.match(TIME) ?? []).length >= 2) ?? null;
    const hours = /\d{1,2}[:.]\d{2}\s*(?:am|pm)?\s*[–-]\s*\d{1,2}[:.]\d{2}\s*(?:am|pm)?(?:\s*[A-Z]{2,4}\b)?/i.exec(
      text,
    );
    return company
      ? [
          {
            office,
            company,
            address,
            phone: link('tel'),
            email: link('mailto'),
            hours: hours?.[0] ?? null,
            lines,
            hoursLine,
            places,
          },
        ]
      : [];
  });
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

const sentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);

/**
 * Opening hours, or a visit (the showroom, picking up an order), from the office's own lines: what
 * the page says, and for picking up, that the page does not promise it.
 */
export function visitAnswer(
  asked: 'hours' | 'visit' | 'pickup',
  offices: OfficeFacts[],
  code: string,
  words: Messages['chat']['answers'],
  path: (url: string) => string,
): ChatAnswer | null {
  const office = offices.find((o) => o.office === officeForCountry(code));
  if (!office) return null;
  const parts: string[] = [];
  if (asked === 'hours') {
    if (!office.hoursLine) return null;
    parts.push(sentence(format(words.officeOpen, { office: office.company, hours: office.hoursLine })));
  } else {
    if (office.lines.length === 0) return null;
    parts.push(...office.lines.map(sentence));
    if (asked === 'pickup') parts.push(words.pickupUnknown);
  }
  const reach = [
    office.phone && format(words.officePhone, { phone: office.phone }),
    office.email && format(words.officeEmail, { email: office.email }),
  ].filter(Boolean);
  if (reach.length) parts.push(`${reach.join(', ')}.`.replace(/^./, (c) => c.toUpperCase()));
  return {
    kind: 'office',
    text: parts.join(' '),
    source: { url: path(`/about/contact?office=${office.office}`), title: words.contactTitle },
    links: office.email ? [{ url: `mailto:${office.email}`, title: office.email }] : [],
  };
}

/** The office a question names by its town ("Zurich", "Züri", "Boston"), if any. */
export function officeNamed(offices: OfficeFacts[], question: string): OfficeFacts | null {
  const words = plainWord(question).match(/\p{L}{4,}/gu) ?? [];
  return offices.find((o) => o.places.some((place) => words.some((w) => place.startsWith(w)))) ?? null;
}
