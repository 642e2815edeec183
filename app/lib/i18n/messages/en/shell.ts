// The shell's words the browser renders (issue 31): skip link, loading bar, the footer's cookie
// settings button. The header's menus (./menu.ts) and the footer's links are server HTML.
export const shell = {
  skipToContent: 'Skip to content',
  loading: 'Loading',
  cookieSettings: 'Cookie settings',
} as const;

// The footer's headquarters, link columns and reCAPTCHA notice (server HTML, an island).
export const footer = {
  headquarters: 'Headquarters',
  address: 'Neue Jonastrasse 60, 8640 Rapperswil-Jona, Switzerland',
  offices: 'Our offices',
  europe: 'Europe',
  unitedStates: 'United States',
  menaAsia: 'Mena/Asia',
  quickLinks: 'Quick links',
  testimonials: 'Testimonials',
  privacyPolicy: 'Privacy Policy',
  refundPolicy: 'Refund Policy',
  shippingPolicy: 'Shipping Policy',
  faq: 'FAQ',
  more: 'More',
  aboutUs: 'About us',
  team: 'Team',
  sustainability: 'Sustainability',
  terms: 'Terms & Conditions',
  ethics: 'Ethics',
  followUs: 'Follow us',
  /** {privacy} and {terms} are links to Google's pages, worded by googlePrivacy and googleTerms. */
  recaptchaNotice: 'This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.',
  googlePrivacy: 'Privacy Policy',
  googleTerms: 'Terms of Service',
} as const;
