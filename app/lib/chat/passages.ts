// The knowledge index's passages: the shop's pages, policies, articles and products as passages of
// a few sentences, each with the URL and title of the page a shopper can open to read on.
import { CONTENT_PAGES, POLICY_PAGES } from '~/lib/content/pages';
import { chunkSentences, splitSections } from './text';

export interface Passage {
  id: string;
  url: string;
  title: string;
  heading: string;
  text: string;
}

export interface KnowledgeContent {
  pages: { handle: string; title: string; body: string }[];
  policies: { field: string; title: string; body: string }[];
  blogs: { handle: string; title: string; articles: { handle: string; title: string; contentHtml: string }[] }[];
  products: {
    handle: string;
    title: string;
    descriptionHtml: string;
    options: { name: string; optionValues: { name: string }[] }[];
  }[];
}

/** Pages the shop shows at a URL, minus those kept out of search engines (the internal Zeitplan). */
const PAGE_URLS = new Map(
  Object.entries(CONTENT_PAGES)
    .filter(([, page]) => !page.robots)
    .map(([path, page]) => [page.handle, path]),
);
PAGE_URLS.set('contact', '/about/contact');

const POLICY_URLS = new Map(Object.entries(POLICY_PAGES).map(([path, field]) => [field as string, path]));

/** Blogs whose articles have their own page; testimonials are read on the list page. */
function articleUrl(blog: string, handle: string): string | null {
  if (blog === 'blog' || blog === 'success-stories') return `/stories/${blog}/${handle}`;
  if (blog === 'testimonials') return '/stories/testimonials';
  return null;
}

function fromHtml(idPrefix: string, url: string, title: string, html: string): Passage[] {
  return splitSections(html).flatMap((section, s) =>
    chunkSentences(section.text).map((text, c) => ({
      id: `${idPrefix}#${s}.${c}`,
      url,
      title,
      heading: section.heading,
      text,
    })),
  );
}

export function contentPassages(content: KnowledgeContent): Passage[] {
  const passages: Passage[] = [];
  for (const page of content.pages) {
    const url = PAGE_URLS.get(page.handle);
    if (url) passages.push(...fromHtml(`page:${page.handle}`, url, page.title, page.body));
  }
  for (const policy of content.policies) {
    const url = POLICY_URLS.get(policy.field);
    if (url) passages.push(...fromHtml(`policy:${policy.field}`, url, policy.title, policy.body));
  }
  for (const blog of content.blogs) {
    for (const article of blog.articles) {
      const url = articleUrl(blog.handle, article.handle);
      if (url) passages.push(...fromHtml(`article:${article.handle}`, url, article.title, article.contentHtml));
    }
  }
  for (const product of content.products) {
    const url = `/shop/${product.handle}`;
    passages.push(...fromHtml(`product:${product.handle}`, url, product.title, product.descriptionHtml));
    const options = product.options
      .filter((o) => o.optionValues.length > 1 || o.name !== 'Title')
      .map((o) => `${o.name}: ${o.optionValues.map((v) => v.name).join(', ')}`);
    if (options.length) {
      passages.push({
        id: `product:${product.handle}#options`,
        url,
        title: product.title,
        heading: `${product.title} options`,
        text: `${product.title} comes in these options. ${options.join('. ')}.`,
      });
    }
  }
  return passages;
}

/** The contact page's e-mail address, read from its text (never assumed). */
export function contactEmail(content: KnowledgeContent): string | null {
  const body = content.pages.find((p) => p.handle === 'contact')?.body ?? '';
  return /mailto:([^"?]+)/.exec(body)?.[1] ?? null;
}
