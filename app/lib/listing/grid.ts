// How a grid of product cards fills its rows (docs/decisions/listings.md): never a last row with one lonely
// card. Shared by the home page's featured products and the listings; the columns a width allows
// (2 on phones, 3 on tablets and beside the filters, 4 on wide pages) come from the grid's own
// width (a container query), the layout for each from the number of cards.

/** The columns a grid may use, by the room it has. */
export const GRID_COLUMNS = [2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];

/** At one width: how many columns, and whether the first card spans two columns and two rows. */
export interface GridLayout {
  columns: number;
  feature: boolean;
}

/**
 * The layout of `count` cards when at most `max` columns fit: fewer cards than columns share the
 * row (a collection of two fills the width instead of hugging the left); a count that leaves one
 * card alone in the last row makes the first card large (2×2 adds three cells: the rows close with
 * 2 or 4 columns), or drops to two columns where three cannot close (4, 7, 10 … cards).
 */
export function gridLayout(count: number, max: GridColumns): GridLayout {
  if (count <= max) return { columns: Math.max(count, 1), feature: false };
  if (count % max !== 1) return { columns: max, feature: false };
  if (max === 3) return gridLayout(count, 2);
  return { columns: max, feature: true };
}

/** The cells a layout fills in its last row (tests: never one of several). */
export function lastRow(count: number, { columns, feature }: GridLayout): number {
  const cells = count + (feature ? 3 : 0);
  return cells % columns || columns;
}
