// The mock's Cart API: cart objects priced in the cart's market, and the cart mutations with
// Shopify's userErrors and warnings. Carts live in the shared mock state.
import { connection, type ConnectionArgs } from './connection';
import { findCountry, gid, parseGid, type StorefrontContext } from './context';
import { findVariant, variantObject } from './catalogue';
import { amountInMarket, money, priceInMarket } from './money';
import { seed } from './seed';
import { notSoldIn } from './seed/countries';
import { nextId, state, type MockCart, type MockCartLine } from '../state';
import {
  applyCustomer,
  customerObject,
  customerTokenErrors,
  deliveryObject,
  replaceDeliveryAddresses,
} from './cart-buyer';

type Attribute = { key: string; value: string };
type UserError = { field: string[] | null; message: string; code: string };
type Warning = { code: string; message: string; target: string };

export const MAX_LINE_QUANTITY = 100_000;
const NOTE_MAX = 5000;

export const cartGid = (cart: MockCart) => gid('Cart', `${cart.token}?key=${cart.key}`);

export function findCart(cartId: unknown): MockCart | undefined {
  const parsed = typeof cartId === 'string' ? parseGid(cartId) : null;
  if (parsed?.type !== 'Cart') return undefined;
  const [token, query = ''] = parsed.id.split('?');
  const cart = state.carts.get(token ?? '');
  const key = new URLSearchParams(query).get('key');
  return cart && !cart.completed && cart.key === key ? cart : undefined;
}

function cartCurrencyCountry(cart: MockCart) {
  return findCountry(cart.buyerIdentity.countryCode) ?? findCountry('CH')!;
}

function cartTotals(cart: MockCart) {
  const country = cartCurrencyCountry(cart);
  const lines = cart.lines.map((line) => {
    const found = findVariant(line.variantId);
    const unit = found ? priceInMarket(found.variant.price, country) : 0;
    const compareAt = found?.variant.compareAtPrice ? priceInMarket(found.variant.compareAtPrice, country) : null;
    return { line, unit, compareAt, total: unit * line.quantity };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const applicable = cart.discountCodes
    .map((code) => seed.discountCodes.find((d) => d.code.toLowerCase() === code.toLowerCase()))
    .filter((d) => d !== undefined);
  // Each code takes its share of the subtotal; together never more than the subtotal.
  let left = subtotal;
  const allocations = applicable.map((d) => {
    const amount = Math.min(left, Math.round((subtotal * d.percentage) / 100));
    left -= amount;
    return { code: d, amount };
  });
  const discount = subtotal - left;
  let remaining = subtotal - discount;
  const giftCards = cart.giftCardCodes.flatMap((code) => {
    const card = seed.giftCards.find((g) => g.code.toLowerCase() === code.toLowerCase());
    if (!card) return [];
    const balance = amountInMarket(card.balance, country);
    const used = Math.min(balance, remaining);
    remaining -= used;
    return [{ card, balance, used }];
  });
  return { country, lines, subtotal, discount, applicable, allocations, giftCards, total: remaining };
}

export function cartObject(cart: MockCart, ctx: StorefrontContext) {
  const totals = cartTotals(cart);
  const currency = totals.country.currency.isoCode;
  const m = (minor: number) => money(minor, currency);
  const lineContext = { ...ctx, country: totals.country };
  const lines = totals.lines.map(({ line, unit, compareAt, total }) => {
    const found = findVariant(line.variantId);
    return {
      __typename: 'CartLine',
      id: gid('CartLine', `${line.id}?cart=${cart.token}`),
      quantity: line.quantity,
      attributes: line.attributes,
      attribute: ({ key }: { key: string }) => line.attributes.find((a) => a.key === key) ?? null,
      merchandise: found ? variantObject(found.product, found.variant, lineContext) : null,
      cost: {
        amountPerQuantity: m(unit),
        compareAtAmountPerQuantity: compareAt === null ? null : m(compareAt),
        subtotalAmount: m(total),
        totalAmount: m(total),
      },
      estimatedCost: { amount: m(total), totalAmount: m(total), subtotalAmount: m(total) },
      discountAllocations: [],
      instructions: { canRemove: true, canUpdateQuantity: true },
      parentRelationship: null,
      sellingPlanAllocation: null,
    };
  });
  const cost = {
    subtotalAmount: m(totals.subtotal),
    subtotalAmountEstimated: false,
    totalAmount: m(totals.total),
    totalAmountEstimated: false,
    checkoutChargeAmount: m(totals.total),
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    checkoutUrl: `${ctx.origin}/checkouts/cn/${cart.token}?key=${cart.key}`,
    attributes: cart.attributes,
    attribute: ({ key }: { key: string }) => cart.attributes.find((a) => a.key === key) ?? null,
    lines: (args: ConnectionArgs) => connection(lines, args),
    cost,
    estimatedCost: cost,
    buyerIdentity: {
      countryCode: cart.buyerIdentity.countryCode,
      email: cart.buyerIdentity.email,
      phone: cart.buyerIdentity.phone,
      customer: customerObject(cart),
      purchasingCompany: null,
      preferences: null,
      deliveryAddressPreferences: [],
    },
    discountCodes: cart.discountCodes.map((code) => ({
      code,
      applicable: totals.applicable.some((d) => d.code.toLowerCase() === code.toLowerCase()),
    })),
    discountAllocations: totals.allocations.map(({ code: d, amount }) => ({
      __typename: 'CartCodeDiscountAllocation',
      code: d.code,
      targetType: 'LINE_ITEM',
      discountedAmount: m(amount),
      discountApplication: {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        value: { __typename: 'PricingPercentageValue', percentage: d.percentage },
      },
    })),
    appliedGiftCards: totals.giftCards.map(({ card, balance, used }) => ({
      id: gid('AppliedGiftCard', card.id),
      lastCharacters: card.code.slice(-4),
      balance: m(balance - used),
      balanceV2: m(balance - used),
      amountUsed: m(used),
      amountUsedV2: m(used),
      presentmentAmountUsed: m(used),
    })),
    deliveryGroups: (args: ConnectionArgs) => connection([], args),
    delivery: deliveryObject(cart),
    metafield: () => null,
    metafields: ({ identifiers }: { identifiers: unknown[] }) => identifiers.map(() => null),
  };
}

// ---- mutations ----------------------------------------------------------------------------

interface LineInput {
  merchandiseId?: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  id?: string;
}

function payload(cart: MockCart | null, ctx: StorefrontContext, userErrors: UserError[], warnings: Warning[] = []) {
  if (cart && userErrors.length === 0) cart.updatedAt = new Date().toISOString();
  return { cart: cart ? cartObject(cart, ctx) : null, userErrors, warnings };
}

const cartMissing = (): UserError => ({
  field: ['cartId'],
  message: 'The specified cart does not exist.',
  code: 'INVALID',
});

function variantIdOf(merchandiseId: string | undefined) {
  const parsed = merchandiseId ? parseGid(merchandiseId) : null;
  return parsed?.type === 'ProductVariant' ? parsed.id : undefined;
}

function lineIdOf(lineId: string) {
  const parsed = parseGid(lineId);
  return parsed?.type === 'CartLine' ? parsed.id.split('?')[0] : undefined;
}

/** Adds lines in place; returns userErrors (nothing changes when there is one) and warnings. */
function addLines(cart: MockCart, inputs: LineInput[], fieldRoot: string[]) {
  const errors: UserError[] = [];
  const warnings: Warning[] = [];
  const planned: { variantId: string; quantity: number; attributes: Attribute[] }[] = [];
  inputs.forEach((input, index) => {
    const field = [...fieldRoot, String(index)];
    const variantId = variantIdOf(input.merchandiseId);
    const found = variantId ? findVariant(variantId) : undefined;
    const quantity = input.quantity ?? 1;
    if (!found || !variantId) {
      errors.push({
        field: [...field, 'merchandiseId'],
        message: `The merchandise with id ${input.merchandiseId} does not exist.`,
        code: 'INVALID',
      });
      return;
    }
    if (quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      errors.push({ field: [...field, 'quantity'], message: 'The quantity must be at least 1.', code: 'INVALID' });
      return;
    }
    if (notSoldHere(cart.buyerIdentity.countryCode, found.product.handle)) {
      errors.push({
        field: [...field, 'merchandiseId'],
        message: `The product '${found.product.title}' is not available in ${cart.buyerIdentity.countryCode}.`,
        code: 'MERCHANDISE_NOT_APPLICABLE',
      });
      return;
    }
    if (found.variant.quantityAvailable === 0) {
      errors.push({
        field: [...field, 'merchandiseId'],
        message: `The product '${found.product.title} - ${found.variant.title}' is already sold out.`,
        code: 'MAXIMUM_EXCEEDED',
      });
      return;
    }
    planned.push({ variantId, quantity, attributes: input.attributes ?? [] });
  });
  if (errors.length > 0) return { errors, warnings };
  for (const item of planned) {
    const sameAttributes = (line: MockCartLine) => JSON.stringify(line.attributes) === JSON.stringify(item.attributes);
    const existing = cart.lines.find((line) => line.variantId === item.variantId && sameAttributes(line));
    const line = existing ?? { id: nextId(), variantId: item.variantId, quantity: 0, attributes: item.attributes };
    if (!existing) cart.lines.push(line);
    line.quantity += item.quantity;
    warnings.push(...clampToStock(line));
  }
  return { errors, warnings };
}

function clampToStock(line: MockCartLine): Warning[] {
  const found = findVariant(line.variantId);
  const available = found?.variant.quantityAvailable ?? 0;
  if (!found || line.quantity <= available) return [];
  line.quantity = available;
  return [
    {
      code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
      message: `Only ${available} items were added to your cart due to availability.`,
      target: gid('CartLine', `${line.id}`),
    },
  ];
}

function newCart(countryCode: string): MockCart {
  const now = new Date().toISOString();
  const cart: MockCart = {
    token: `hWN${nextId()}`,
    key: nextId(),
    lines: [],
    note: '',
    attributes: [],
    buyerIdentity: { countryCode, email: null, phone: null },
    discountCodes: [],
    giftCardCodes: [],
    createdAt: now,
    updatedAt: now,
    completed: false,
  };
  return cart;
}

function withCart(
  cartId: unknown,
  ctx: StorefrontContext,
  change: (cart: MockCart) => { errors: UserError[]; warnings?: Warning[] },
) {
  const cart = findCart(cartId);
  if (!cart) return payload(null, ctx, [cartMissing()]);
  // Work on a copy so a refused change leaves the cart exactly as it was.
  const draft: MockCart = structuredClone(cart);
  const { errors, warnings = [] } = change(draft);
  if (errors.length > 0) return payload(cart, ctx, errors);
  draft.language = ctx.languageCode;
  state.carts.set(cart.token, draft);
  return payload(draft, ctx, [], warnings);
}

const mergeAttributes = (current: Attribute[], next: Attribute[]) => {
  const map = new Map(current.map((a) => [a.key, a.value]));
  for (const a of next) map.set(a.key, a.value);
  return [...map].map(([key, value]) => ({ key, value }));
};

function buyerIdentityErrors(input: Record<string, unknown>): UserError[] {
  const code = input.countryCode;
  if (typeof code === 'string' && !findCountry(code)) {
    return [{ field: ['buyerIdentity', 'countryCode'], message: 'Country is not supported.', code: 'INVALID' }];
  }
  return [];
}

const notSoldHere = (countryCode: string, handle: string) => notSoldIn[countryCode]?.includes(handle) ?? false;

/** Shopify refuses a market change while the cart holds merchandise not sold in that market. */
function marketErrors(cart: MockCart, input: Record<string, unknown>): UserError[] {
  const code = input.countryCode;
  if (typeof code !== 'string') return [];
  return cart.lines.flatMap((line) => {
    const found = findVariant(line.variantId);
    return found && notSoldHere(code, found.product.handle)
      ? [
          {
            field: ['buyerIdentity', 'countryCode'],
            message: `The product '${found.product.title}' is not available in ${code}.`,
            code: 'MERCHANDISE_NOT_APPLICABLE',
          },
        ]
      : [];
  });
}

function applyBuyerIdentity(cart: MockCart, input: Record<string, unknown>) {
  if (typeof input.countryCode === 'string') cart.buyerIdentity.countryCode = input.countryCode;
  if (typeof input.email === 'string') cart.buyerIdentity.email = input.email;
  if (typeof input.phone === 'string') cart.buyerIdentity.phone = input.phone;
}

type MutationArgs = Record<string, unknown>;

const findGiftCard = (code: string) => seed.giftCards.find((g) => g.code.toLowerCase() === code.trim().toLowerCase());

/** Shopify refuses a gift card code it does not know, or one with nothing left on it. */
function giftCardErrors(codes: string[], field = ['giftCardCodes']): UserError[] {
  return codes.flatMap((code, index) => {
    const card = findGiftCard(code);
    if (card && Number(card.balance) > 0) return [];
    return [{ field: [...field, String(index)], message: 'Gift card code is invalid.', code: 'INVALID' }];
  });
}

export function cartMutations(ctx: StorefrontContext) {
  return {
    cartCreate: ({ input = {} }: MutationArgs) => {
      const data = input as Record<string, unknown>;
      const identity = (data.buyerIdentity ?? {}) as Record<string, unknown>;
      const cart = newCart(ctx.country.isoCode);
      cart.language = ctx.languageCode;
      const errors = buyerIdentityErrors(identity);
      if (errors.length) return payload(null, ctx, errors);
      applyBuyerIdentity(cart, identity);
      if (typeof data.note === 'string') cart.note = data.note;
      if (Array.isArray(data.attributes)) cart.attributes = mergeAttributes([], data.attributes as Attribute[]);
      if (Array.isArray(data.discountCodes)) cart.discountCodes = data.discountCodes as string[];
      if (Array.isArray(data.giftCardCodes)) {
        const giftErrors = giftCardErrors(data.giftCardCodes as string[], ['input', 'giftCardCodes']);
        if (giftErrors.length) return payload(null, ctx, giftErrors);
        cart.giftCardCodes = data.giftCardCodes as string[];
      }
      const { errors: lineErrors, warnings } = addLines(cart, (data.lines ?? []) as LineInput[], ['input', 'lines']);
      if (lineErrors.length) return payload(null, ctx, lineErrors);
      state.carts.set(cart.token, cart);
      return payload(cart, ctx, [], warnings);
    },
    cartLinesAdd: ({ cartId, lines }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => addLines(cart, lines as LineInput[], ['lines'])),
    cartLinesUpdate: ({ cartId, lines }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const errors: UserError[] = [];
        const warnings: Warning[] = [];
        (lines as LineInput[]).forEach((input, index) => {
          const line = cart.lines.find((l) => l.id === lineIdOf(input.id ?? ''));
          if (!line) {
            errors.push({
              field: ['lines', String(index), 'id'],
              message: `The merchandise line with id ${input.id} does not exist.`,
              code: 'INVALID_MERCHANDISE_LINE',
            });
            return;
          }
          if (input.quantity != null && (input.quantity < 0 || input.quantity > MAX_LINE_QUANTITY)) {
            errors.push({
              field: ['lines', String(index), 'quantity'],
              message: 'The quantity is invalid.',
              code: 'INVALID',
            });
            return;
          }
          if (input.merchandiseId) {
            const variantId = variantIdOf(input.merchandiseId);
            const found = variantId ? findVariant(variantId) : undefined;
            if (!variantId || !found) {
              errors.push({
                field: ['lines', String(index), 'merchandiseId'],
                message: `The merchandise with id ${input.merchandiseId} does not exist.`,
                code: 'INVALID',
              });
              return;
            }
            // Replacing what a line holds is refused as an add would be (sold out, not sold here).
            if (notSoldHere(cart.buyerIdentity.countryCode, found.product.handle)) {
              errors.push({
                field: ['lines', String(index), 'merchandiseId'],
                message: `The product '${found.product.title}' is not available in ${cart.buyerIdentity.countryCode}.`,
                code: 'MERCHANDISE_NOT_APPLICABLE',
              });
              return;
            }
            if (found.variant.quantityAvailable === 0) {
              errors.push({
                field: ['lines', String(index), 'merchandiseId'],
                message: `The product '${found.product.title} - ${found.variant.title}' is already sold out.`,
                code: 'MAXIMUM_EXCEEDED',
              });
              return;
            }
            line.variantId = variantId;
          }
          if (input.quantity != null) line.quantity = input.quantity;
          if (input.attributes) line.attributes = input.attributes;
          warnings.push(...clampToStock(line));
        });
        cart.lines = cart.lines.filter((line) => line.quantity > 0);
        return { errors, warnings };
      }),
    cartLinesRemove: ({ cartId, lineIds }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const ids = (lineIds as string[]).map(lineIdOf);
        const errors = ids.flatMap((id, index) =>
          cart.lines.some((l) => l.id === id)
            ? []
            : [
                {
                  field: ['lineIds', String(index)],
                  message: `The merchandise line with id ${(lineIds as string[])[index]} does not exist.`,
                  code: 'INVALID_MERCHANDISE_LINE',
                },
              ],
        );
        cart.lines = cart.lines.filter((line) => !ids.includes(line.id));
        return { errors };
      }),
    cartNoteUpdate: ({ cartId, note }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const text = typeof note === 'string' ? note : '';
        if (text.length > NOTE_MAX) {
          return { errors: [{ field: ['note'], message: 'Note is too long.', code: 'NOTE_TOO_LONG' }] };
        }
        cart.note = text;
        return { errors: [] };
      }),
    cartAttributesUpdate: ({ cartId, attributes }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        cart.attributes = mergeAttributes(cart.attributes, attributes as Attribute[]);
        return { errors: [] };
      }),
    cartBuyerIdentityUpdate: ({ cartId, buyerIdentity }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const input = buyerIdentity as Record<string, unknown>;
        const errors = [...buyerIdentityErrors(input), ...marketErrors(cart, input), ...customerTokenErrors(input)];
        if (errors.length === 0) {
          applyBuyerIdentity(cart, input);
          applyCustomer(cart, input);
        }
        return { errors };
      }),
    cartDiscountCodesUpdate: ({ cartId, discountCodes }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        cart.discountCodes = [...new Set(((discountCodes ?? []) as string[]).map((c) => c.trim()).filter(Boolean))];
        return { errors: [] };
      }),
    cartGiftCardCodesUpdate: ({ cartId, giftCardCodes }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const codes = [...new Set((giftCardCodes as string[]).map((c) => c.trim()).filter(Boolean))];
        const errors = giftCardErrors(codes);
        if (errors.length === 0) cart.giftCardCodes = codes;
        return { errors };
      }),
    cartGiftCardCodesAdd: ({ cartId, giftCardCodes }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const codes = (giftCardCodes as string[]).map((c) => c.trim());
        const errors = giftCardErrors(codes);
        if (errors.length === 0) cart.giftCardCodes = [...new Set([...cart.giftCardCodes, ...codes])];
        return { errors };
      }),
    cartGiftCardCodesRemove: ({ cartId, appliedGiftCardIds }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => {
        const ids = (appliedGiftCardIds as string[]).map((id) => parseGid(id)?.id);
        cart.giftCardCodes = cart.giftCardCodes.filter((code) => !ids.includes(findGiftCard(code)?.id));
        return { errors: [] };
      }),
    cartDeliveryAddressesReplace: ({ cartId, addresses }: MutationArgs) =>
      withCart(cartId, ctx, (cart) => ({ errors: replaceDeliveryAddresses(cart, (addresses ?? []) as never[]) })),
    cartSelectedDeliveryOptionsUpdate: ({ cartId }: MutationArgs) => withCart(cartId, ctx, () => ({ errors: [] })),
  };
}
