// What a page says of the shop when it has no description of its own (meta and social tags).
export const seo = {
  siteDescription: 'Exchangeable skate blades and synthetic ice made from recycled ocean plastic.',
  socialCardAlt: 'The Sharkblades logo and name on ocean blue',
} as const;
