import type { Messages } from '../types';

export const seo = {
  siteDescription: 'Wechselbare Schlittschuhkufen und synthetisches Eis aus recyceltem Meeresplastik.',
  socialCardAlt: 'Das Sharkblades-Logo und der Name auf Meeresblau',
} as const satisfies Messages['seo'];
