// The cookie consent bar and the /consent page (spec §2, §4; docs/decisions/consent-and-analytics.md).
export const consent = {
  pageTitle: 'Cookie settings',
  title: 'Cookies on Sharkblades',
  text: 'We use necessary cookies to run the shop, and with your consent analytics and maps too.',
  more: 'You can change this any time under Cookie settings in the footer; the Privacy Policy there says more.',
  acceptAll: 'Accept all',
  decline: 'Decline',
  manage: 'Manage cookies',
  legend: 'Choose which cookies we may use',
  locked: 'Necessary cookies are always on.',
  save: 'Save choices',
  invalid: 'Invalid cookie choice.',
  notSaved: 'Your choice could not be saved. Please try again.',
  groups: {
    necessary: {
      label: 'Necessary',
      purpose: 'Your cart, session, country and currency, this choice, and the bot check on the newsletter form.',
    },
    analytics: {
      label: 'Analytics',
      purpose: 'Counts page views and cart activity (RudderStack) and remembers where your visit came from.',
    },
    map: {
      label: 'Maps',
      purpose: 'Shows our offices on an embedded OpenStreetMap map, which reaches openstreetmap.org.',
    },
    reviews: {
      label: 'Reviews',
      purpose:
        'Shows customer reviews and lets you write one with our review service (Fera), which may set its own cookies.',
    },
  },
} as const;
