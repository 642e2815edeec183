// The chat's knowledge: the Storefront content the shop already shows (pages, the newest articles,
// policies, the first products' descriptions and options), read through the same edge cache as its
// pages, plus the shop's rules; one query of 250 nodes at most. A product is found by name through
// the search (prices.server.ts), not this list. The index is built once per isolate and rebuilt only
// when the cached content changes.
import type { Storefront } from '@shopify/hydrogen';
import type { Country } from '~/lib/country/country';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { contactEmail, contentPassages, type KnowledgeContent } from './passages';
import { rulePassages } from './rules';
import { buildIndex, type KnowledgeIndex } from './search.server';

const KNOWLEDGE_QUERY = `#graphql
  fragment KnowledgePolicy on ShopPolicy {
    title
    body
  }
  query ChatKnowledge {
    pages(first: 100) {
      nodes {
        handle
        title
        body
      }
    }
    shop {
      privacyPolicy {
        ...KnowledgePolicy
      }
      refundPolicy {
        ...KnowledgePolicy
      }
      termsOfService {
        ...KnowledgePolicy
      }
    }
    articles(first: 100, sortKey: PUBLISHED_AT, reverse: true) {
      nodes {
        handle
        title
        contentHtml
        blog {
          handle
          title
        }
      }
    }
    products(first: 50) {
      nodes {
        handle
        title
        descriptionHtml
        options {
          name
          optionValues {
            name
          }
        }
      }
    }
  }
` as const;

/** The articles grouped by their blog, in the order the blogs first appear. */
function byBlog(
  articles: { handle: string; title: string; contentHtml: string; blog: { handle: string; title: string } }[],
) {
  const blogs = new Map<string, KnowledgeContent['blogs'][number]>();
  for (const { blog, ...article } of articles) {
    const entry = blogs.get(blog.handle) ?? { handle: blog.handle, title: blog.title, articles: [] };
    entry.articles.push(article);
    blogs.set(blog.handle, entry);
  }
  return [...blogs.values()];
}

export interface Knowledge {
  index: KnowledgeIndex;
  content: KnowledgeContent;
  email: string | null;
}

/** How long the isolate trusts its copy before asking the (cached) Storefront content again. */
const CHECK_AFTER_MS = 60_000;
let memory: { knowledge: Knowledge; fingerprint: string; checkedAt: number } | undefined;

export async function loadKnowledgeContent(storefront: Pick<Storefront, 'query'>): Promise<KnowledgeContent> {
  const data = await storefront.query(KNOWLEDGE_QUERY, { cache: CATALOGUE_CACHE });
  const policies = (['privacyPolicy', 'refundPolicy', 'termsOfService'] as const).flatMap((field) => {
    const policy = data.shop[field];
    return policy ? [{ field, title: policy.title, body: policy.body }] : [];
  });
  return {
    pages: data.pages.nodes,
    policies,
    blogs: byBlog(data.articles.nodes),
    products: data.products.nodes,
  };
}

export function buildKnowledge(content: KnowledgeContent, countries: Country[] | null): Knowledge {
  const index = buildIndex([...contentPassages(content), ...rulePassages(countries)]);
  return { index, content, email: contactEmail(content) };
}

/** The isolate's knowledge, refreshed when the content cache serves something new. */
export async function knowledge(storefront: Pick<Storefront, 'query'>, countries: Country[] | null) {
  const now = Date.now();
  if (memory && now - memory.checkedAt < CHECK_AFTER_MS) return memory.knowledge;
  const content = await loadKnowledgeContent(storefront);
  const fingerprint = JSON.stringify(content) + String(countries?.length ?? 0);
  if (memory?.fingerprint !== fingerprint) {
    memory = { knowledge: buildKnowledge(content, countries), fingerprint, checkedAt: now };
  } else memory.checkedAt = now;
  return memory.knowledge;
}
