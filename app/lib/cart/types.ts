// The cart as CART_QUERY_FRAGMENT reads it (hand-written: codegen does not install here).
import type { Money } from '~/lib/catalogue/money';

export interface CartLine {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  cost: { totalAmount: Money; amountPerQuantity: Money; compareAtAmountPerQuantity: Money | null };
  merchandise: {
    id: string;
    availableForSale: boolean;
    title: string;
    sku: string | null;
    image: {
      id: string | null;
      url: string;
      altText: string | null;
      width: number | null;
      height: number | null;
    } | null;
    price: Money;
    product: { handle: string; title: string; id: string; vendor: string };
    selectedOptions: { name: string; value: string }[];
  };
}

export interface Cart {
  id: string;
  updatedAt: string;
  checkoutUrl: string;
  totalQuantity: number;
  buyerIdentity: { countryCode: string | null; email: string | null; phone: string | null };
  lines: { nodes: CartLine[] };
  cost: {
    subtotalAmount: Money;
    totalAmount: Money;
    totalDutyAmount: Money | null;
    totalTaxAmount: Money | null;
  };
  note: string | null;
  attributes: { key: string; value: string }[];
  discountCodes: { code: string; applicable: boolean }[];
  appliedGiftCards: { id: string; lastCharacters: string; amountUsed: Money }[];
}
