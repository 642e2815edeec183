// The chat's knowledge: the Storefront content the shop already shows (pages, policies, articles,
// products with their options), read through the same edge cache as its pages, plus the shop's
// rules. The index is built once per isolate and rebuilt only when the cached content changes.
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
    pages(first: 50) {
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
    blogs(first: 10) {
      nodes {
        handle
        title
        articles(first: 50) {
          nodes {
            handle
            title
            contentHtml
          }
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
    blogs: data.blogs.nodes.map((blog) => ({ ...blog, articles: blog.articles.nodes })),
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
