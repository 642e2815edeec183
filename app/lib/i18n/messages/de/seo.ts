import type { Messages } from '../types';

export const seo = {
  siteDescription: 'Wechselbare Schlittschuhkufen und synthetisches Eis aus recyceltem Meeresplastik.',
} as const satisfies Messages['seo'];
