/**
 * The pure maths of the virtualised recipe grid (virtual-grid.tsx): how many columns and how
 * wide a gap a viewport gets, how items fold into rows, and which rows to mount.
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

/**
 * The first guess at a row's height before it is measured: a card is a 16:10 picture over
 * about 150 px of text (the virtualiser adds the gap between rows). A close guess keeps the
 * scrollbar steady while rows far away are still unmeasured.
 */
export function estimateRowHeight(gridWidth: number, { columns, gap }: GridLayout): number {
  const cardWidth = Math.max(0, (gridWidth - gap * (columns - 1)) / columns);
  return Math.round((cardWidth * 10) / 16 + 150);
}

/**
 * Rows to mount: the virtualiser's visible range with its overscan, plus the rows kept around
 * the card that last had the keyboard focus (its row and one each side), so that the focused
 * element stays in the document after it scrolls out of view (the recipe dialog gives the
 * focus back to it on close) and Tab / Shift+Tab from it reach the next and previous cards.
 * Sorted and without repeats, as the virtualiser expects.
 */
export function rowsToMount(
  range: { startIndex: number; endIndex: number; overscan: number; count: number },
  keptRow: number | null,
): number[] {
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
