import { memo, type ReactNode } from 'react';
import { itemsOfRow } from './virtual-grid-layout';

/** Marks an item's element with its key, to find which card holds the focus. */
export const ITEM_KEY_ATTRIBUTE = 'data-grid-key';

type RowProps<T> = {
  items: readonly T[];
  index: number;
  columns: number;
  gap: number;
  top: number;
  height: number;
  itemWidth: number;
  getKey: (item: T) => string | number;
  renderItem: (item: T, itemWidth: number) => ReactNode;
};

/**
 * One row of the virtual grid (virtual-grid.tsx) at its place: `top` and `height` from the
 * row pitch, not a transform and not a measurement. Memoised: while the page scrolls every
 * prop of a mounted row stays the same, so only the rows that come into view render.
 */
export const GridRow = memo(function GridRow<T>({
  items,
  index,
  columns,
  gap,
  top,
  height,
  itemWidth,
  getKey,
  renderItem,
}: RowProps<T>) {
  return (
    <div
      role="none"
      className="absolute left-0 grid w-full"
      style={{ top, height, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
    >
      {itemsOfRow(items, index, columns).map((item, column) => {
        const key = getKey(item);
        return (
          <div
            key={key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={index * columns + column + 1}
            {...{ [ITEM_KEY_ATTRIBUTE]: String(key) }}
            className="flex *:w-full"
          >
            {renderItem(item, itemWidth)}
          </div>
        );
      })}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
