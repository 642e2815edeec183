// Discount codes and gift cards accepted by the mock checkout.
import type { SeedDiscountCode, SeedGiftCard } from './types';

export const discountCodes: SeedDiscountCode[] = [
  { code: 'OCEAN10', percentage: 10, title: 'Ocean 10%' },
  { code: 'TEAM5', percentage: 5, title: 'Team 5%' },
];

export const giftCards: SeedGiftCard[] = [
  { code: 'GIFT-SHARK-2026', id: '50000000000001', balance: '50.00' },
  { code: 'GIFT-REEF-0042', id: '50000000000002', balance: '500.00' },
  { code: 'GIFT-EMPTY-0000', id: '50000000000003', balance: '0.00' },
];
