import { useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useGridPlacement, useViewportGridLayout } from './use-grid-placement';
import { usePointerPausedWhileScrolling } from './use-pointer-paused-while-scrolling';
import { useVisibleRows } from './use-visible-rows';
import { GridRow, ITEM_KEY_ATTRIBUTE } from './virtual-grid-row';
import { itemWidthFor, rowCountFor, rowOfItem, rowsToMount } from './virtual-grid-layout';

/**
 * Up to this many items every row is mounted: a family's usual library costs a few thousand
 * DOM nodes at most, the browser's find-in-page sees every card, and nothing is mounted on
 * the way. Above it only the rows near the viewport are. 96 fills whole rows at 1–4 columns.
 */
export const MOUNT_ALL_UP_TO = 96;

/** Rows mounted beyond each edge of the viewport, so a fast scroll rarely shows a gap. */
export const OVERSCAN_ROWS = 3;

/**
 * A grid of items that mounts only the rows near the viewport, so the DOM stays the same size
 * with 2,000 items as with 20,000 (docs/decisions/021, 031). Rows hold as many items as the
 * viewport has columns and all have one height, `itemHeight` of the column width: nothing is
 * measured, a row's place is its index times the row pitch, and the rows that come into view
 * are the only ones that render (virtual-grid-row.tsx). While the page scrolls, a transparent
 * shield over the items takes the pointer (use-pointer-paused-while-scrolling.ts).
 *
 * It keeps what the page grid had: one list with its label, a listitem per item (with its
 * position in the whole list for screen readers), Tab through the cards, the row of the card
 * that last had the focus (kept mounted so the recipe dialog can give the focus back and Tab
 * goes on from there), and the scroll position across data refreshes. When `resetKey` (the
 * filters) changes and the grid had scrolled out of view above, the page goes back to its top.
 */
export function VirtualGrid<T>({
  items,
  resetKey,
  getKey,
  renderItem,
  itemHeight,
  label,
}: {
  items: readonly T[];
  resetKey: string;
  getKey: (item: T) => string | number;
  /** An item, at the width the columns give it. */
  renderItem: (item: T, itemWidth: number) => ReactNode;
  /** An item's height at a width: every row has it. */
  itemHeight: (itemWidth: number) => number;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const shieldRef = useRef<HTMLDivElement>(null);
  const layout = useViewportGridLayout();
  const { columns, gap } = layout;
  const placement = useGridPlacement(listRef);
  usePointerPausedWhileScrolling(shieldRef);
  const rowCount = rowCountFor(items.length, columns);
  const itemWidth = itemWidthFor(placement.width, layout);
  const rowHeight = itemHeight(itemWidth);
  const pitch = rowHeight + gap;
  const visible = useVisibleRows({ top: placement.top, pitch, rowCount });

  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedRow = useMemo(() => {
    if (focusedKey === null) return null;
    const index = items.findIndex((item) => String(getKey(item)) === focusedKey);
    return index < 0 ? null : rowOfItem(index, columns);
  }, [items, getKey, focusedKey, columns]);

  const overscan = items.length <= MOUNT_ALL_UP_TO ? rowCount : OVERSCAN_ROWS;
  const rows = rowsToMount(visible && { ...visible, overscan, count: rowCount }, focusedRow);

  // A new filter: if the grid's top had scrolled out of view, the page goes back to its top.
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: 0 });
  }, [resetKey]);

  const onFocus = (event: FocusEvent) => {
    const item = event.target.closest(`[${ITEM_KEY_ATTRIBUTE}]`);
    const key = item?.getAttribute(ITEM_KEY_ATTRIBUTE) ?? null;
    if (key !== null && key !== focusedKey) setFocusedKey(key);
  };

  return (
    <div role="list" aria-label={label} ref={listRef} onFocus={onFocus}>
      <div
        role="none"
        className="relative w-full"
        style={{ height: Math.max(0, rowCount * pitch - gap) }}
      >
        <div
          ref={shieldRef}
          aria-hidden="true"
          className="absolute inset-0 z-20 hidden data-scrolling:block"
        />
        {rows.map((row) => (
          // Rows change content when the columns do: new keys.
          <GridRow
            key={`${columns}:${row}`}
            items={items}
            index={row}
            columns={columns}
            gap={gap}
            top={row * pitch}
            height={rowHeight}
            itemWidth={itemWidth}
            getKey={getKey}
            renderItem={renderItem}
          />
        ))}
      </div>
    </div>
  );
}
