import type { Messages } from '../types';

export const seo = {
  siteDescription: 'Lames de patin interchangeables et glace synthétique en plastique océanique recyclé.',
  socialCardAlt: 'Le logo Sharkblades et son nom sur fond bleu océan',
} as const satisfies Messages['seo'];
