// The FAQ page's body (merchant HTML: optional <h2> groups, each question an <h3> followed by its
// answer) as the groups of questions the page shows as disclosures (docs/decisions/content-and-home.md). Text before
// the first heading is the page's introduction; a body without <h2> is one group without a title.
// The FAQ JSON-LD reads the same body (~/lib/seo/seo faqJsonLd).
import { elements } from './rich-text';

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

export function faqOf(bodyHtml: string): Faq {
  const found = elements(bodyHtml, ['h2', 'h3']);
  const introHtml = bodyHtml.slice(0, found[0]?.start ?? bodyHtml.length).trim();
  const groups: FaqGroup[] = [];
  found.forEach(({ name, inner, innerEnd, end }, i) => {
    const title = bodyHtml.slice(inner, innerEnd).trim();
    if (name === 'h2') {
      groups.push({ title, items: [] });
      return;
    }
    if (!groups.length) groups.push({ title: null, items: [] });
    const answerHtml = bodyHtml.slice(end, found[i + 1]?.start ?? bodyHtml.length).trim();
    groups.at(-1)!.items.push({ question: title, answerHtml });
  });
  return { introHtml, groups: groups.filter((group) => group.items.length) };
}
