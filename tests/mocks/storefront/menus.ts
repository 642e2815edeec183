// Shopify's `menu(handle:)` over the seed's navigation: items with absolute URLs on the shop's
// primary domain, as Shopify gives them.
import { gid } from './context';
import { seed } from './seed';
import { menus, type SeedMenuItem } from './seed/navigation';

function itemObject(item: SeedMenuItem): Record<string, unknown> {
  return {
    __typename: 'MenuItem',
    id: gid('MenuItem', item.id),
    title: item.title,
    url: `${seed.shop.primaryDomain.url}${item.path}`,
    type: item.type,
    resourceId: item.resourceId,
    resource: null,
    tags: [],
    items: (item.items ?? []).map(itemObject),
  };
}

export function menuObject(handle: unknown) {
  const menu = menus.find((m) => m.handle === handle);
  if (!menu) return null;
  const items = menu.items.map(itemObject);
  const count = (list: SeedMenuItem[]): number => list.reduce((n, i) => n + 1 + count(i.items ?? []), 0);
  return {
    __typename: 'Menu',
    id: gid('Menu', menu.id),
    handle: menu.handle,
    title: menu.title,
    items,
    itemsCount: count(menu.items),
  };
}
