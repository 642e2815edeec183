// Shopify's `menu(handle:)` over the seed's navigation: items with absolute URLs on the shop's
// primary domain, as Shopify gives them, titled in the query's language.
import { gid, type StorefrontContext } from './context';
import { menuItemTitle, menuTitle } from './localize';
import { seed } from './seed';
import { menus, type SeedMenuItem } from './seed/navigation';

function itemObject(item: SeedMenuItem, ctx: StorefrontContext): Record<string, unknown> {
  return {
    __typename: 'MenuItem',
    id: gid('MenuItem', item.id),
    title: menuItemTitle(item.id, item.title, ctx.languageCode),
    url: `${seed.shop.primaryDomain.url}${item.path}`,
    type: item.type,
    resourceId: item.resourceId,
    resource: null,
    tags: [],
    items: (item.items ?? []).map((child) => itemObject(child, ctx)),
  };
}

export function menuObject(handle: unknown, ctx: StorefrontContext) {
  const menu = menus.find((m) => m.handle === handle);
  if (!menu) return null;
  const items = menu.items.map((item) => itemObject(item, ctx));
  const count = (list: SeedMenuItem[]): number => list.reduce((n, i) => n + 1 + count(i.items ?? []), 0);
  return {
    __typename: 'Menu',
    id: gid('Menu', menu.id),
    handle: menu.handle,
    title: menuTitle(menu.id, menu.title, ctx.languageCode),
    items,
    itemsCount: count(menu.items),
  };
}
