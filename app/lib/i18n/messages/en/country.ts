// The footer's country selector and what a country change tells the shopper (spec §4, §8).
export const country = {
  section: 'Country and currency',
  label: 'Country/region',
  change: 'Change',
  loading: 'Loading regions...',
  loadFailed: 'Error loading regions.',
  tryAgain: 'Try again',
} as const;

// What a country change tells the shopper (server-worded; spec §8).
export const countryChange = {
  unsupported: 'Please choose a country we ship to.',
  notMoved: 'These items are not sold in {country} and could not move to your new cart: {items}.',
  notUpdated:
    'Your country is now {country}, but your cart could not be updated to it. Choose {country} again later to update its prices.',
} as const;
