import { useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { gridLayoutFor, type GridLayout } from './virtual-grid-layout';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Columns and gap for the current viewport width (what CSS media queries see). */
export function useViewportGridLayout(): GridLayout {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1024,
  );
  const { columns, gap } = gridLayoutFor(width);
  // One object per layout, so effects keyed on it run only when the columns or gap change.
  return useMemo(() => ({ columns, gap }), [columns, gap]);
}

export interface GridPlacement {
  /** Distance from the top of the document to the grid: the virtualiser's scrollMargin. */
  top: number;
  width: number;
}

/**
 * Where the grid sits in the page, kept current when anything above it changes height (the
 * planning picks bar appears, a count line wraps) or the grid changes width (the sidebar
 * opens): the body and the grid are observed, and the window's resizes.
 */
export function useGridPlacement(ref: RefObject<HTMLElement | null>): GridPlacement {
  const [placement, setPlacement] = useState<GridPlacement>({ top: 0, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const rect = element.getBoundingClientRect();
      const top = Math.round(rect.top + window.scrollY);
      const width = Math.round(rect.width);
      setPlacement((p) => (p.top === top && p.width === width ? p : { top, width }));
    };
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return placement;
}
