/**
 * The pure maths of the virtualised recipe grid (virtual-grid.tsx): how many columns and how
 * wide a gap a viewport gets, how items fold into rows of one fixed height, which rows the
 * viewport shows and which to mount.
 */

/**
 * Columns by viewport width, the breakpoints the grid had as Tailwind classes
 * (`grid-cols-1 min-[520px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4`). They are viewport
 * widths, not the grid's own, because the card pictures' `sizes` (recipe-card.tsx) are
 * written against them.
 */
const COLUMN_BREAKPOINTS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 1536, columns: 4 },
  { minWidth: 1024, columns: 3 },
  { minWidth: 520, columns: 2 },
];

/** The gap between cards and between rows: `gap-4 sm:gap-5`. */
const SMALL_GAP = 16;
const WIDE_GAP = 20;
const WIDE_GAP_FROM = 640;

export interface GridLayout {
  columns: number;
  gap: number;
}

export function gridLayoutFor(viewportWidth: number): GridLayout {
  const columns = COLUMN_BREAKPOINTS.find((b) => viewportWidth >= b.minWidth)?.columns ?? 1;
  return { columns, gap: viewportWidth >= WIDE_GAP_FROM ? WIDE_GAP : SMALL_GAP };
}

export function rowCountFor(itemCount: number, columns: number): number {
  return Math.ceil(itemCount / Math.max(1, columns));
}

/** The items of one row. */
export function itemsOfRow<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, (row + 1) * columns);
}

export function rowOfItem(index: number, columns: number): number {
  return Math.floor(index / Math.max(1, columns));
}

/** An item's width: the grid's width shared by the columns, less the gaps between them. */
export function itemWidthFor(gridWidth: number, { columns, gap }: GridLayout): number {
  return Math.max(0, (gridWidth - gap * (columns - 1)) / columns);
}

/**
 * The rows that the viewport shows, all of them or in part: `[startIndex, endIndex]`, or
 * null when there are none. Row `i` starts `i × pitch` below the grid's top (`pitch` is a
 * row's height plus the gap); `scrollY` and `gridTop` are document coordinates.
 */
export function visibleRows(
  view: { scrollY: number; height: number },
  grid: { top: number; pitch: number; rowCount: number },
): { startIndex: number; endIndex: number } | null {
  if (grid.rowCount === 0 || grid.pitch <= 0) return null;
  const rowAt = (y: number) =>
    Math.min(grid.rowCount - 1, Math.max(0, Math.floor((y - grid.top) / grid.pitch)));
  return { startIndex: rowAt(view.scrollY), endIndex: rowAt(view.scrollY + view.height) };
}

/**
 * Rows to mount: the visible rows with `overscan` more on each side, plus the rows kept around
 * the card that last had the keyboard focus (its row and one each side), so that the focused
 * element stays in the document after it scrolls out of view (the recipe dialog gives the
 * focus back to it on close) and Tab / Shift+Tab from it reach the next and previous cards.
 * Sorted and without repeats, as the virtualiser expects.
 */
export function rowsToMount(
  range: { startIndex: number; endIndex: number; overscan: number; count: number } | null,
  keptRow: number | null,
): number[] {
  if (!range) return [];
  const rows = new Set<number>();
  const first = Math.max(0, range.startIndex - range.overscan);
  const last = Math.min(range.count - 1, range.endIndex + range.overscan);
  for (let row = first; row <= last; row++) rows.add(row);
  if (keptRow !== null) {
    for (let row = keptRow - 1; row <= keptRow + 1; row++) {
      if (row >= 0 && row < range.count) rows.add(row);
    }
  }
  return [...rows].sort((a, b) => a - b);
}
