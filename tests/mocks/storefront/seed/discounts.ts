// Discount codes and gift cards accepted by the mock checkout.
import type { SeedDiscountCode, SeedGiftCard } from './types';

export const discountCodes: SeedDiscountCode[] = [{ code: 'OCEAN10', percentage: 10, title: 'Ocean 10%' }];

export const giftCards: SeedGiftCard[] = [{ code: 'GIFT-SHARK-2026', id: '50000000000001', balance: '50.00' }];
