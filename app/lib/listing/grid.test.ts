import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, gridLayout, lastRow } from './grid';

describe('gridLayout', () => {
  it('never leaves one card alone in the last row', () => {
    for (const max of GRID_COLUMNS) {
      for (let count = 2; count <= 60; count++) {
        const layout = gridLayout(count, max);
        expect(layout.columns, `${count} cards, ${max} columns`).toBeLessThanOrEqual(max);
        if (layout.columns > 1) expect(lastRow(count, layout), `${count} cards, ${max} columns`).toBeGreaterThan(1);
      }
    }
  });

  it('lets a few cards share the row, and features the first of five', () => {
    expect(gridLayout(2, 4)).toEqual({ columns: 2, feature: false });
    expect(gridLayout(1, 3)).toEqual({ columns: 1, feature: false });
    expect(gridLayout(5, 4)).toEqual({ columns: 4, feature: true });
    expect(gridLayout(5, 2)).toEqual({ columns: 2, feature: true });
    expect(gridLayout(5, 3)).toEqual({ columns: 3, feature: false });
    expect(gridLayout(7, 3)).toEqual({ columns: 2, feature: true });
    expect(gridLayout(24, 4)).toEqual({ columns: 4, feature: false });
  });
});
