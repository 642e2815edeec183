// Which Shopify page each content URL shows, and where it sits in the site (breadcrumbs).
export interface ContentPage {
  handle: string;
  trail: { name: string; path: string }[];
  /** Robots directive for pages that must stay out of search engines. */
  robots?: string;
}

export const CONTENT_PAGES: Record<string, ContentPage> = {
  '/about': { handle: 'about', trail: [] },
  '/about/team': { handle: 'team', trail: [{ name: 'About', path: '/about' }] },
  '/legal/ethics': { handle: 'ethics', trail: [] },
  '/faq': { handle: 'faq', trail: [] },
  '/sustainability': { handle: 'sustainability', trail: [] },
  '/summer-oceanice-cup': { handle: 'summer-oceanice-cup', trail: [] },
  '/devcenter': { handle: 'devcenter', trail: [] },
  '/zeitplan': { handle: 'zeitplan', trail: [], robots: 'noindex,nofollow' },
};

/** The Storefront shop policy behind each legal URL. */
export const POLICY_PAGES = {
  '/legal/terms': 'termsOfService',
  '/legal/privacy-policy': 'privacyPolicy',
  '/legal/refund-policy': 'refundPolicy',
} as const;

/** The blogs of the stories area, by URL segment (= Shopify blog handle). */
export const STORY_BLOGS = ['blog', 'success-stories', 'testimonials'] as const;
export type StoryBlog = (typeof STORY_BLOGS)[number];

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
