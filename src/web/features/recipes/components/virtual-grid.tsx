import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useGridPlacement, useViewportGridLayout } from './use-grid-placement';
import {
  estimateRowHeight,
  itemsOfRow,
  rowCountFor,
  rowOfItem,
  rowsToMount,
} from './virtual-grid-layout';

/**
 * Up to this many items every row is mounted: a family's usual library costs a few thousand
 * DOM nodes at most, the browser's find-in-page sees every card, and nothing is measured on
 * the way. Above it only the rows near the viewport are. 96 fills whole rows at 1–4 columns.
 */
export const MOUNT_ALL_UP_TO = 96;

/** Rows mounted beyond each edge of the viewport, so a fast scroll rarely shows a gap. */
export const OVERSCAN_ROWS = 3;

/** Marks an item's element with its key, to find which card holds the focus. */
const ITEM_KEY_ATTRIBUTE = 'data-grid-key';

/**
 * A grid of cards that mounts only the rows near the viewport (TanStack Virtual's window
 * virtualiser), so the DOM stays the same size with 2,000 items as with 20,000
 * (docs/decisions/021). Rows hold as many items as the viewport has columns; each row is
 * measured once mounted, so cards of any height line up.
 *
 * It keeps what the page grid had: one list with its label, a listitem per item (with its
 * position in the whole list for screen readers), Tab through the cards, the row of the card
 * that last had the focus (kept mounted so the recipe dialog can give the focus back and Tab
 * goes on from there), and the scroll position across data refreshes. When `resetKey` (the
 * filters) changes, the measured heights are dropped and, if the grid had scrolled out of
 * view above, the page goes back to its top.
 */
export function VirtualGrid<T>({
  items,
  resetKey,
  getKey,
  renderItem,
  label,
}: {
  items: readonly T[];
  resetKey: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const layout = useViewportGridLayout();
  const { columns, gap } = layout;
  const placement = useGridPlacement(listRef);
  const rowCount = rowCountFor(items.length, columns);
  const mountsAll = items.length <= MOUNT_ALL_UP_TO;

  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const focusedRow = useMemo(() => {
    if (focusedKey === null) return null;
    const index = items.findIndex((item) => String(getKey(item)) === focusedKey);
    return index < 0 ? null : rowOfItem(index, columns);
  }, [items, getKey, focusedKey, columns]);

  const keepFocusedRow = useCallback(
    (range: Parameters<typeof rowsToMount>[0]) => rowsToMount(range, focusedRow),
    [focusedRow],
  );
  // Stable functions: a new getItemKey makes the virtualiser lay out every row again, which
  // at 10,000 items costs a frame's time on each render while scrolling.
  // Rows change content when the columns do: new keys, new measurements.
  const rowKey = useCallback((row: number) => `${columns}:${row}`, [columns]);
  const estimateSize = useCallback(
    () => estimateRowHeight(placement.width, layout),
    [placement.width, layout],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize,
    gap,
    overscan: mountsAll ? rowCount : OVERSCAN_ROWS,
    scrollMargin: placement.top,
    getItemKey: rowKey,
    rangeExtractor: keepFocusedRow,
    // Render newly reached rows in React's own batch, not synchronously inside the scroll
    // event: the overscan covers the frame it may take.
    useFlushSync: false,
  });

  // A new filter puts other cards in every row: forget the heights measured for the old ones.
  const lastResetKey = useRef(resetKey);
  useEffect(() => {
    if (lastResetKey.current === resetKey) return;
    lastResetKey.current = resetKey;
    virtualizer.measure();
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo({ top: 0 });
  }, [resetKey, virtualizer]);

  const onFocus = (event: FocusEvent) => {
    const item = event.target.closest(`[${ITEM_KEY_ATTRIBUTE}]`);
    const key = item?.getAttribute(ITEM_KEY_ATTRIBUTE) ?? null;
    if (key !== null && key !== focusedKey) setFocusedKey(key);
  };

  return (
    <div role="list" aria-label={label} ref={listRef} onFocus={onFocus}>
      <div role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 grid w-full"
            style={{
              transform: `translateY(${row.start - placement.top}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap,
            }}
          >
            {itemsOfRow(items, row.index, columns).map((item, column) => {
              const key = getKey(item);
              return (
                <div
                  key={key}
                  role="listitem"
                  aria-setsize={items.length}
                  aria-posinset={row.index * columns + column + 1}
                  {...{ [ITEM_KEY_ATTRIBUTE]: String(key) }}
                  className="flex *:w-full"
                >
                  {renderItem(item)}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
