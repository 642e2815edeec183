// The stories an article ends with (docs/decisions/content-and-home.md): others of its blog, those sharing the most
// tags with it first, then the newest (the blog's order).

export function relatedStories<A extends { handle: string; tags: string[] }>(
  articles: readonly A[],
  current: { handle: string; tags: string[] },
  count = 3,
): A[] {
  const tags = new Set(current.tags.map((tag) => tag.toLowerCase()));
  const shared = (article: A) => article.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return articles
    .filter((article) => article.handle !== current.handle)
    .map((article, order) => ({ article, order, score: shared(article) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ article }) => article);
}
