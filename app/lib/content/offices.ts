// The contact page's office sections (<section data-office="…">), each a card, and which one a
// visitor asked to see on the map.
import { Parser } from 'htmlparser2';

export const OFFICES = ['europe', 'inc', 'mena-asia'] as const;
export type Office = (typeof OFFICES)[number];

/** Headquarters: the Europe office in Rapperswil-Jona, Switzerland. */
export const HEADQUARTERS: Office = 'europe';

export function isOffice(value: string | null): value is Office {
  return OFFICES.includes(value as Office);
}

/** Each office's <section data-office="…"> in the body, as HTML, and where the first one starts. */
function officeSections(html: string) {
  const sections: { office: string; start: number; end: number }[] = [];
  const open: { office?: string; start: number }[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'section') open.push({ office: attributes['data-office'], start: parser.startIndex });
    },
    onclosetag(name, implied) {
      const section = name === 'section' ? open.pop() : undefined;
      if (section?.office && !implied)
        sections.push({ office: section.office, start: section.start, end: parser.endIndex + 1 });
    },
  });
  parser.end(html);
  return sections.sort((a, b) => a.start - b.start);
}

export function selectOffice(bodyHtml: string, requested: string | null) {
  const selected: Office = isOffice(requested) ? requested : HEADQUARTERS;
  const sections = officeSections(bodyHtml);
  const html = (key: Office) => {
    const section = sections.find(({ office }) => office === key);
    return section ? bodyHtml.slice(section.start, section.end) : '';
  };
  const intro = bodyHtml.slice(0, sections[0]?.start ?? bodyHtml.length);
  return {
    selected,
    intro,
    offices: Object.fromEntries(OFFICES.map((key) => [key, html(key)])) as Record<Office, string>,
  };
}
