// The home page: its title, the hero, the value points, the products and the story teaser.
export const home = {
  title: 'Sustainable hockey equipment',
  eyebrow: 'Engineered in Rapperswil-Jona, Switzerland',
  cta: 'Shop the blades',
  valuesHeading: 'Why Sharkblades',
  values: {
    engineering: {
      title: 'Swiss engineering',
      text: 'Designed, ground and sharpened in our Rapperswil-Jona workshop.',
    },
    ocean: {
      title: 'Recycled ocean plastic',
      text: 'Our synthetic ice is pressed from plastic recovered from the sea.',
    },
    exchange: {
      title: 'Exchangeable blades',
      text: 'Swap a runner in ten seconds, without tools; send worn steel back to us.',
    },
  },
  shopAll: 'Shop all products',
  products: 'Our products',
  story: 'Success story',
  readStory: 'Read the story',
  newsletter: 'Newsletter',
} as const;
