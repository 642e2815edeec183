// The FAQ page's body (merchant HTML: optional <h2> groups, each question an <h3> followed by its
// answer) as the groups of questions the page shows as disclosures (docs/decisions/248). Text before
// the first heading is the page's introduction; a body without <h2> is one group without a title.
// The FAQ JSON-LD reads the same body (~/lib/seo/seo faqJsonLd).

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

const HEADING = /<h([23])[^>]*>([\s\S]*?)<\/h\1>/g;

export function faqOf(bodyHtml: string): Faq {
  const headings = [...bodyHtml.matchAll(HEADING)];
  const introHtml = bodyHtml.slice(0, headings[0]?.index ?? bodyHtml.length).trim();
  const groups: FaqGroup[] = [];
  headings.forEach((match, i) => {
    const [whole, level, inner = ''] = match;
    const next = headings[i + 1]?.index ?? bodyHtml.length;
    const after = bodyHtml.slice(match.index + whole.length, next).trim();
    if (level === '2') {
      groups.push({ title: inner.trim(), items: [] });
      return;
    }
    if (!groups.length) groups.push({ title: null, items: [] });
    groups.at(-1)!.items.push({ question: inner.trim(), answerHtml: after });
  });
  return { introHtml, groups: groups.filter((group) => group.items.length) };
}
