// A testimonial (an article of the shop's "testimonials" blog) as the home page's story rail quotes
// it (docs/decisions/content-and-home.md): the quote is the article's title without its quotation marks, the person
// its author, and their role or club the excerpt's second part when the excerpt follows the blog's
// convention "Name, role, on …" ("Noah Baumann, U20 forward, on why …"), in any language.

export interface Quote {
  id: string;
  text: string;
  name: string;
  role: string | null;
}

const QUOTES = /^[\s"'“”„«»‹›‘’‚]+|[\s"'“”„«»‹›‘’‚]+$/g;

export function roleOf(name: string, excerpt: string | null | undefined): string | null {
  if (!name || !excerpt?.startsWith(`${name}, `)) return null;
  const rest = excerpt.slice(name.length + 2);
  const end = rest.indexOf(',');
  const role = (end < 0 ? '' : rest.slice(0, end)).trim();
  return role && role.length <= 40 ? role : null;
}

export function quoteOf(article: {
  id: string;
  title: string;
  excerpt?: string | null;
  authorV2?: { name: string } | null;
}): Quote {
  const name = article.authorV2?.name ?? '';
  return { id: article.id, text: article.title.replace(QUOTES, ''), name, role: roleOf(name, article.excerpt) };
}
