// The knowledge index's passages: the shop's pages, policies, articles and products as passages of
// a few sentences, each with the URL and title of the page a shopper can open to read on.
import type { PolicyField } from '~/route-table';
import { isIndexed, pathFor } from '~/route-paths';
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

/** A page the shop shows, with its rich text: pages, policies and articles at their URLs. */
export interface ContentDocument {
  id: string;
  url: string;
  title: string;
  html: string;
}

export function contentDocuments(content: KnowledgeContent): ContentDocument[] {
  const documents: ContentDocument[] = [];
  for (const page of content.pages) {
    // Not a page kept out of search engines (the internal Zeitplan).
    const url = pathFor({ type: 'page', handle: page.handle });
    if (url && isIndexed(url)) documents.push({ id: `page:${page.handle}`, url, title: page.title, html: page.body });
  }
  for (const policy of content.policies) {
    const url = pathFor({ type: 'policy', field: policy.field as PolicyField });
    if (url) documents.push({ id: `policy:${policy.field}`, url, title: policy.title, html: policy.body });
  }
  for (const blog of content.blogs) {
    for (const article of blog.articles) {
      const url = pathFor({ type: 'article', blog: blog.handle, handle: article.handle });
      if (url)
        documents.push({ id: `article:${article.handle}`, url, title: article.title, html: article.contentHtml });
    }
  }
  return documents;
}

export function contentPassages(content: KnowledgeContent): Passage[] {
  const passages = contentDocuments(content).flatMap((doc) => fromHtml(doc.id, doc.url, doc.title, doc.html));
  for (const product of content.products) {
    const url = pathFor({ type: 'product', handle: product.handle });
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
