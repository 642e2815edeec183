// The FAQ page's body (merchant HTML: optional <h2> groups, each question an <h3> followed by its
// answer) as the groups of questions the page shows as disclosures (docs/decisions/248). Text before
// the first heading is the page's introduction; a body without <h2> is one group without a title.
// The FAQ JSON-LD reads the same body (~/lib/seo/seo faqJsonLd).
import { Parser } from 'htmlparser2';

export interface FaqItem {
  /** The question's inner HTML (the merchant's, as the page shows it). */
  question: string;
  answerHtml: string;
}

export interface FaqGroup {
  title: string | null;
  items: FaqItem[];
}

export interface Faq {
  introHtml: string;
  groups: FaqGroup[];
}

interface Heading {
  level: string;
  start: number;
  /** Where its inner HTML starts and ends, and where the element ends. */
  inner: number;
  innerEnd: number;
  end: number;
}

/** The body's <h2> and <h3> elements, where each is in the source. */
function headings(html: string): Heading[] {
  const found: Heading[] = [];
  let open: Pick<Heading, 'level' | 'start' | 'inner'> | null = null;
  const parser = new Parser({
    onopentag(name) {
      if (name === 'h2' || name === 'h3') open = { level: name, start: parser.startIndex, inner: parser.endIndex + 1 };
    },
    onclosetag(name, implied) {
      if (!open || name !== open.level) return;
      if (!implied) found.push({ ...open, innerEnd: parser.startIndex, end: parser.endIndex + 1 });
      open = null;
    },
  });
  parser.end(html);
  return found;
}

export function faqOf(bodyHtml: string): Faq {
  const found = headings(bodyHtml);
  const introHtml = bodyHtml.slice(0, found[0]?.start ?? bodyHtml.length).trim();
  const groups: FaqGroup[] = [];
  found.forEach(({ level, inner, innerEnd, end }, i) => {
    const title = bodyHtml.slice(inner, innerEnd).trim();
    if (level === 'h2') {
      groups.push({ title, items: [] });
      return;
    }
    if (!groups.length) groups.push({ title: null, items: [] });
    const answerHtml = bodyHtml.slice(end, found[i + 1]?.start ?? bodyHtml.length).trim();
    groups.at(-1)!.items.push({ question: title, answerHtml });
  });
  return { introHtml, groups: groups.filter((group) => group.items.length) };
}
