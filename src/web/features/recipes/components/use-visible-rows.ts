import { useCallback, useSyncExternalStore } from 'react';
import { visibleRows } from './virtual-grid-layout';

/**
 * The window's scroll position and height as read at the last scroll or resize event. Read
 * there, not when React asks: reading `scrollY` right after React has changed the DOM makes
 * the browser lay the page out then and there, a second layout in the frame.
 */
let viewport = { scrollY: 0, height: 0 };

function readViewport() {
  viewport = { scrollY: window.scrollY, height: window.innerHeight };
}

function subscribeToViewport(onChange: () => void) {
  const update = () => {
    readViewport();
    onChange();
  };
  // What happened while no grid listened (React checks the snapshot again after subscribing).
  readViewport();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

/**
 * The grid rows the window shows, kept current as the page scrolls (docs/decisions/031). The
 * snapshot is the range as text, so React renders again only when a row comes into or goes
 * out of view, not on every scroll event; it renders then at once, in the frame that shows
 * the new rows.
 */
export function useVisibleRows(grid: { top: number; pitch: number; rowCount: number }) {
  const { top, pitch, rowCount } = grid;
  const read = useCallback(() => {
    if (viewport.height === 0) readViewport(); // the first grid, before any event
    const range = visibleRows(viewport, { top, pitch, rowCount });
    return range ? `${range.startIndex}:${range.endIndex}` : '';
  }, [top, pitch, rowCount]);
  const snapshot = useSyncExternalStore(subscribeToViewport, read, () => '');
  if (!snapshot) return null;
  const [startIndex, endIndex] = snapshot.split(':').map(Number) as [number, number];
  return { startIndex, endIndex };
}
