// The contact page's office sections (<section data-office="…">), each a card, and which one a
// visitor asked to see on the map.
import { elements } from './rich-text';

export const OFFICES = ['europe', 'inc', 'mena-asia'] as const;
export type Office = (typeof OFFICES)[number];

/** Headquarters: the Europe office in Rapperswil-Jona, Switzerland. */
export const HEADQUARTERS: Office = 'europe';

export function isOffice(value: string | null): value is Office {
  return OFFICES.includes(value as Office);
}

export function selectOffice(bodyHtml: string, requested: string | null) {
  const selected: Office = isOffice(requested) ? requested : HEADQUARTERS;
  const sections = elements(bodyHtml, ['section']).filter(({ attributes }) => attributes['data-office']);
  const html = (key: Office) => {
    const section = sections.find(({ attributes }) => attributes['data-office'] === key);
    return section ? bodyHtml.slice(section.start, section.end) : '';
  };
  const intro = bodyHtml.slice(0, sections[0]?.start ?? bodyHtml.length);
  return {
    selected,
    intro,
    offices: Object.fromEntries(OFFICES.map((key) => [key, html(key)])) as Record<Office, string>,
  };
}
