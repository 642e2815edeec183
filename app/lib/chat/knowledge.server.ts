// The chat's knowledge: the Storefront content the shop already shows (pages, the newest articles,
// policies, the first products' descriptions and options), one query of 250 nodes at most, read
// through the same edge cache as its pages. Facts (the sizing and shipping tables, returns, the
// offices) and the full-text index come from the shop's own language (the content as written); the
// page's language gives the passages' and sources' words when a translation exists. A product is
// found by name through the search (prices.server.ts), not this list. Each language's knowledge is
// built once per isolate and rebuilt only when the cached content changes.
import { storefrontQuery, type StorefrontCalls } from '~/lib/shopify/storefront.server';
import { STOREFRONT_LANGUAGE, type Language } from '~/lib/i18n/languages';
import { CATALOGUE_CACHE } from '~/lib/shopify/cache.server';
import { countriesIn } from './countries';
import { parseOffices, type OfficeFacts } from './offices';
import { contactEmail, contentDocuments, contentPassages, type KnowledgeContent, type Passage } from './passages';
import { parseReturns, returnConditions, type ReturnFacts } from './returns';
import { buildIndex, type KnowledgeIndex } from './search.server';
import { parseShipping, type ShippingFacts } from './shipping';
import { parseSizing, type SizingTable } from './sizing';

const KNOWLEDGE_FIELDS = `#graphql
  fragment KnowledgePolicy on ShopPolicy {
    title
    body
  }
  fragment KnowledgeContent on QueryRoot {
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
      shippingPolicy {
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

/** The language the shop writes its content in (the Storefront's answer when no language is asked). */
const SHOP_LANGUAGE: Language = 'en';

/** The content as the shop wrote it (no language asked: Shopify answers in the shop's own). */
const KNOWLEDGE_QUERY = `#graphql
  ${KNOWLEDGE_FIELDS}
  query ChatKnowledge {
    ...KnowledgeContent
  }
` as const;

const LOCAL_KNOWLEDGE_QUERY = `#graphql
  ${KNOWLEDGE_FIELDS}
  query ChatKnowledgeIn($language: LanguageCode!) @inContext(language: $language) {
    ...KnowledgeContent
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

export interface Facts {
  sizing: SizingTable | null;
  shipping: ShippingFacts | null;
  returns: ReturnFacts | null;
  offices: OfficeFacts[];
}

export interface Knowledge {
  /** The shop's own language (English): its content, where the facts are read. */
  index: KnowledgeIndex;
  /** The page's language, when the shop has translated its content into it (searched first). */
  localIndex: KnowledgeIndex | null;
  content: KnowledgeContent;
  email: string | null;
  facts: Facts;
  /** The page's language: passages by id and page titles by URL (empty when not translated). */
  local: { passages: Map<string, Passage>; titles: Map<string, string> };
}

function contentOf(data: {
  pages: { nodes: KnowledgeContent['pages'] };
  shop: Record<string, { title: string; body: string } | null | undefined>;
  articles: { nodes: Parameters<typeof byBlog>[0] };
  products: { nodes: KnowledgeContent['products'] };
}): KnowledgeContent {
  const fields = ['privacyPolicy', 'refundPolicy', 'termsOfService', 'shippingPolicy'] as const;
  const policies = fields.flatMap((field) => {
    const policy = data.shop[field];
    return policy ? [{ field, title: policy.title, body: policy.body }] : [];
  });
  return { pages: data.pages.nodes, policies, blogs: byBlog(data.articles.nodes), products: data.products.nodes };
}

export async function loadKnowledgeContent(
  storefront: StorefrontCalls,
  language?: Language,
): Promise<KnowledgeContent> {
  const data = language
    ? await storefrontQuery(storefront, LOCAL_KNOWLEDGE_QUERY, {
        variables: { language: STOREFRONT_LANGUAGE[language] },
        cache: CATALOGUE_CACHE,
      })
    : await storefrontQuery(storefront, KNOWLEDGE_QUERY, { cache: CATALOGUE_CACHE });
  return contentOf(data);
}

const contactOf = (content: KnowledgeContent) => content.pages.find((p) => p.handle === 'contact')?.body ?? '';

export function buildFacts(content: KnowledgeContent): Facts {
  const policy = (field: string) => content.policies.find((p) => p.field === field)?.body ?? '';
  const contact = contactOf(content);
  return {
    sizing: parseSizing(contentDocuments(content)),
    shipping: parseShipping(policy('shippingPolicy'), countriesIn),
    returns: parseReturns(policy('refundPolicy')),
    offices: parseOffices(contact),
  };
}

function localView(content: KnowledgeContent | null): Knowledge['local'] {
  if (!content) return { passages: new Map(), titles: new Map() };
  return {
    passages: new Map(contentPassages(content).map((p) => [p.id, p])),
    titles: new Map(contentDocuments(content).map((d) => [d.url, d.title])),
  };
}

export function buildKnowledge(
  content: KnowledgeContent,
  local: KnowledgeContent | null = null,
  language: Language = SHOP_LANGUAGE,
): Knowledge {
  const index = buildIndex(contentPassages(content));
  const localIndex = local && language !== SHOP_LANGUAGE ? buildIndex(contentPassages(local), language) : null;
  const facts = buildFacts(content);
  // The offices as the page's language writes them (country, hours) when its contact page has them all.
  const offices = local ? parseOffices(contactOf(local)) : [];
  if (offices.length > 0 && offices.length === facts.offices.length) facts.offices = offices;
  // The refund policy's conditions in the page's language, when it is translated.
  const refund = local?.policies.find((p) => p.field === 'refundPolicy')?.body;
  if (facts.returns && refund) facts.returns.conditions = returnConditions(refund, facts.returns.days);
  return { index, localIndex, content, email: contactEmail(content), facts, local: localView(local) };
}

/** How long the isolate trusts its copy before asking the (cached) Storefront content again. */
const CHECK_AFTER_MS = 60_000;
const memory = new Map<Language, { knowledge: Knowledge; fingerprint: string; checkedAt: number }>();

/** The isolate's knowledge for a page language, refreshed when the content cache serves something new. */
export async function knowledge(storefront: StorefrontCalls, language: Language): Promise<Knowledge> {
  const now = Date.now();
  const kept = memory.get(language);
  if (kept && now - kept.checkedAt < CHECK_AFTER_MS) return kept.knowledge;
  const [content, local] = await Promise.all([
    loadKnowledgeContent(storefront),
    loadKnowledgeContent(storefront, language),
  ]);
  const fingerprint = JSON.stringify([content, local]);
  if (kept?.fingerprint === fingerprint) {
    kept.checkedAt = now;
    return kept.knowledge;
  }
  const fresh = { knowledge: buildKnowledge(content, local, language), fingerprint, checkedAt: now };
  memory.set(language, fresh);
  return fresh.knowledge;
}
