import type { Messages } from '../types';

export const seo = {
  siteDescription: 'Lames de patin interchangeables et glace synthétique en plastique océanique recyclé.',
} as const satisfies Messages['seo'];
