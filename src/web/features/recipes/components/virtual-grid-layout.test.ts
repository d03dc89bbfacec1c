import { describe, expect, it } from 'vitest';
import {
  gridLayoutFor,
  itemsOfRow,
  itemWidthFor,
  rowCountFor,
  rowOfItem,
  rowsToMount,
  visibleRows,
} from './virtual-grid-layout';

describe('gridLayoutFor', () => {
  it('gives the columns and gap the Tailwind breakpoints gave', () => {
    expect(gridLayoutFor(390)).toEqual({ columns: 1, gap: 16 });
    expect(gridLayoutFor(519)).toEqual({ columns: 1, gap: 16 });
    expect(gridLayoutFor(520)).toEqual({ columns: 2, gap: 16 });
    expect(gridLayoutFor(639)).toEqual({ columns: 2, gap: 16 });
    expect(gridLayoutFor(640)).toEqual({ columns: 2, gap: 20 });
    expect(gridLayoutFor(1023)).toEqual({ columns: 2, gap: 20 });
    expect(gridLayoutFor(1024)).toEqual({ columns: 3, gap: 20 });
    expect(gridLayoutFor(1280)).toEqual({ columns: 3, gap: 20 });
    expect(gridLayoutFor(1536)).toEqual({ columns: 4, gap: 20 });
    expect(gridLayoutFor(2560)).toEqual({ columns: 4, gap: 20 });
  });
});

describe('rows', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('folds items into rows of the column count, the last one short', () => {
    expect(rowCountFor(10, 3)).toBe(4);
    expect(rowCountFor(9, 3)).toBe(3);
    expect(rowCountFor(0, 3)).toBe(0);
    expect(itemsOfRow(items, 0, 3)).toEqual([0, 1, 2]);
    expect(itemsOfRow(items, 3, 3)).toEqual([9]);
    expect(itemsOfRow(items, 4, 3)).toEqual([]);
  });

  it('finds the row of an item', () => {
    expect(rowOfItem(0, 3)).toBe(0);
    expect(rowOfItem(2, 3)).toBe(0);
    expect(rowOfItem(3, 3)).toBe(1);
    expect(rowOfItem(9, 1)).toBe(9);
  });
});

describe('itemWidthFor', () => {
  it('shares the grid width between the columns, less the gaps', () => {
    expect(itemWidthFor(940, { columns: 3, gap: 20 })).toBe(300);
    expect(itemWidthFor(358, { columns: 1, gap: 16 })).toBe(358);
    expect(itemWidthFor(0, { columns: 3, gap: 20 })).toBe(0);
  });
});

describe('visibleRows', () => {
  // Rows of 380 px with a 20 px gap, from 300 px down the page; a window 800 px tall.
  const grid = { top: 300, pitch: 400, rowCount: 50 };
  const at = (scrollY: number) => visibleRows({ scrollY, height: 800 }, grid);

  it('gives the rows the window shows, in part or whole', () => {
    expect(at(0)).toEqual({ startIndex: 0, endIndex: 1 });
    expect(at(300)).toEqual({ startIndex: 0, endIndex: 2 });
    expect(at(300 + 400 * 10 + 399)).toEqual({ startIndex: 10, endIndex: 12 });
    expect(at(300 + 400 * 11)).toEqual({ startIndex: 11, endIndex: 13 });
  });

  it('stays within the rows there are', () => {
    expect(at(300 + 400 * 60)).toEqual({ startIndex: 49, endIndex: 49 });
    expect(visibleRows({ scrollY: 0, height: 800 }, { ...grid, rowCount: 0 })).toBeNull();
  });
});

describe('rowsToMount', () => {
  const range = { startIndex: 10, endIndex: 12, overscan: 3, count: 100 };

  it('mounts the visible rows and the overscan on each side', () => {
    expect(rowsToMount(range, null)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rowsToMount({ ...range, startIndex: 0, endIndex: 1 }, null)).toEqual([0, 1, 2, 3, 4]);
    expect(rowsToMount({ ...range, startIndex: 98, endIndex: 99 }, null)).toEqual([
      95, 96, 97, 98, 99,
    ]);
  });

  it('keeps the focused row and its neighbours, in order and without repeats', () => {
    expect(rowsToMount(range, 50)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 49, 50, 51]);
    expect(rowsToMount(range, 0)).toEqual([0, 1, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rowsToMount(range, 16)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(rowsToMount(range, 99)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 98, 99]);
  });

  it('mounts nothing for an empty grid', () => {
    expect(rowsToMount({ startIndex: 0, endIndex: 0, overscan: 3, count: 0 }, null)).toEqual([]);
    expect(rowsToMount(null, null)).toEqual([]);
  });
});
