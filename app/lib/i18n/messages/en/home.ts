// The home page: its title, the hero, the three promises, the products and the story rail.
export const home = {
  title: 'Sustainable hockey equipment',
  eyebrow: 'Engineered in Rapperswil-Jona, Switzerland',
  /** The hero's headline: what the shop promises, not its name. */
  headline: 'Fresh steel in ten seconds. Ice made from ocean plastic.',
  cta: 'Shop the blades',
  valuesHeading: 'Why Sharkblades',
  /** Each promise with the figure the shop's content gives for it. */
  values: {
    engineering: {
      figure: '2022',
      title: 'Swiss engineering',
      text: 'Designed, ground and sharpened in our Rapperswil-Jona workshop since 2022.',
    },
    ocean: {
      figure: '214\u00a0t',
      title: 'Recycled ocean plastic',
      text: 'Of ocean-bound plastic recovered since 2023 and pressed into our synthetic ice.',
    },
    exchange: {
      figure: '10\u00a0s',
      title: 'Exchangeable blades',
      text: 'To swap a runner, without tools; send worn steel back to us.',
    },
  },
  shopAll: 'Shop all products',
  products: 'Our products',
  stories: 'From the ice',
  allStories: 'All stories',
  story: 'Success story',
  /** A testimonial's attribution: "Noah Baumann, U20 forward". */
  attribution: '{name}, {role}',
  testimonials: 'Read all testimonials',
} as const;
