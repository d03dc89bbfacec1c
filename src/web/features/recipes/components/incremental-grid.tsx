import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/utils';

/** Cards rendered at first and added each time the end of the grid comes near. */
export const GRID_PAGE_SIZE = 24;

/**
 * A grid that mounts its items a page at a time: the first GRID_PAGE_SIZE at once, then
 * another page whenever a sentinel below the grid comes within ~1.5 screens of the viewport.
 * Each page is its own grid block with `content-visibility: auto`, so the browser skips
 * style, layout and paint of pages far from the viewport and appending a page does not lay
 * out the earlier ones again: scrolling costs the same with 2,000 items as with 50. A page
 * holds 24 items, a multiple of every column count, so rows line up across pages. The count
 * starts over when `resetKey` (the filters) changes, not when the data refreshes, so a
 * favourite toggle does not lose the scroll position.
 */
export function IncrementalGrid<T>({
  items,
  resetKey,
  getKey,
  renderItem,
  className,
  gapClassName,
  label,
}: {
  items: readonly T[];
  resetKey: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Classes of each page's grid (columns). */
  className?: string;
  /** The gap, used between items and between pages alike. */
  gapClassName?: string;
  label: string;
}) {
  const [paging, setPaging] = useState({ resetKey, count: GRID_PAGE_SIZE });
  let count = paging.count;
  if (paging.resetKey !== resetKey) {
    count = GRID_PAGE_SIZE;
    setPaging({ resetKey, count });
  }
  const hasMore = count < items.length;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || !canObserve) return;
    // A new observer per page reports at once whether the sentinel is still in reach.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPaging((p) => ({ ...p, count: p.count + GRID_PAGE_SIZE }));
        }
      },
      { rootMargin: '0px 0px 150% 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, count, canObserve]);

  const pages: T[][] = [];
  for (let start = 0; start < Math.min(count, items.length); start += GRID_PAGE_SIZE) {
    pages.push(items.slice(start, Math.min(start + GRID_PAGE_SIZE, count)));
  }

  return (
    <>
      <div role="list" aria-label={label} className={cn('flex flex-col', gapClassName)}>
        {pages.map((page, index) => (
          <div
            key={index}
            role="none"
            className={cn(
              className,
              gapClassName,
              index > 0 && '[contain-intrinsic-size:auto_6000px] [content-visibility:auto]',
            )}
          >
            {page.map((item) => (
              <div key={getKey(item)} role="listitem" className="flex">
                {renderItem(item)}
              </div>
            ))}
          </div>
        ))}
      </div>
      {hasMore && (
        <div ref={sentinelRef} className="flex justify-center py-6">
          {!canObserve && (
            <Button
              variant="outline"
              onClick={() => setPaging((p) => ({ ...p, count: p.count + GRID_PAGE_SIZE }))}
            >
              Show more
            </Button>
          )}
        </div>
      )}
    </>
  );
}
