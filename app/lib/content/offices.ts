// The contact page's office sections (<section data-office="…">), each a card, and which one a
// visitor asked to see on the map.
export const OFFICES = ['europe', 'inc', 'mena-asia'] as const;
export type Office = (typeof OFFICES)[number];

/** Headquarters: the Europe office in Rapperswil-Jona, Switzerland. */
export const HEADQUARTERS: Office = 'europe';

export function isOffice(value: string | null): value is Office {
  return OFFICES.includes(value as Office);
}

export function selectOffice(bodyHtml: string, requested: string | null) {
  const selected: Office = isOffice(requested) ? requested : HEADQUARTERS;
  const sections = [...bodyHtml.matchAll(/<section[^>]*data-office="([\w-]+)"[^>]*>[\s\S]*?<\/section>/g)];
  const html = (key: Office) => sections.find((m) => m[1] === key)?.[0] ?? '';
  const intro = sections[0] ? bodyHtml.slice(0, sections[0].index) : bodyHtml;
  return {
    selected,
    intro,
    offices: Object.fromEntries(OFFICES.map((key) => [key, html(key)])) as Record<Office, string>,
  };
}
