// The stories, blogs, articles, content pages and the contact page: the shop's own words around
// Shopify's content (which comes in the page's language itself).
export const content = {
  stories: {
    title: 'Stories',
    description: 'News, success stories and testimonials from the Sharkblades community.',
  },
  /** The blog pages' hidden heading above the list. */
  latestArticles: 'Latest articles',
  testimonialsHeading: 'What skaters say',
  /** Breadcrumb names of the pages that sit under another (JSON-LD), by the parent's path. */
  trail: {
    '/about': 'About',
  },
  /** The end of an article: the products it links to. */
  inThisStory: 'In this story',
  /** The end of an article: other stories of its blog. */
  related: 'Related stories',
  contact: {
    offices: 'Offices',
    /** An office card's link: that office's map beside the cards. */
    showOnMap: '{office} on the map',
    office: {
      europe: 'Headquarters & Europe',
      inc: 'United States',
      'mena-asia': 'Mena/Asia',
    },
    address: {
      europe: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland',
      inc: '88 Black Falcon Avenue, Suite 240, Boston, MA 02210',
      'mena-asia': 'Building 5, Dubai Design District, Dubai, United Arab Emirates',
    },
  },
  map: {
    title: 'Map: {office}',
    open: 'Open the map',
    note: 'The map comes from openstreetmap.org and is shown only with your consent.',
    allow: 'Allow map cookies and show the map',
    openExternal: 'Open the map on openstreetmap.org',
  },
} as const;
