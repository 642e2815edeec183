// Words many pages share.
export const common = {
  home: 'Home',
  shop: 'Shop',
  stories: 'Stories',
  browseShop: 'Browse the shop',
  readStories: 'Read our stories',
  homePage: 'Home page',
} as const;
