import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { parseStoredBoolean, readStorage, STORAGE_KEYS, writeStorage } from '#web/lib/storage';

/**
 * Below this width the sidebar starts hidden and overlays the content
 * (product rule: sidebar-state).
 */
export const SIDEBAR_BREAKPOINT_PX = 640;

export function isNarrowWidth(width: number): boolean {
  return width < SIDEBAR_BREAKPOINT_PX;
}

/** Wide screens restore the stored flag (default visible); narrow screens always start hidden. */
export function getInitialSidebarVisible(width: number, stored: string | null): boolean {
  if (isNarrowWidth(width)) return false;
  return parseStoredBoolean(stored) ?? true;
}

/**
 * Sidebar visibility (product rule: sidebar-state). On wide screens the user's choice is kept in
 * localStorage `sidebarVisible`. Below 640 px the sidebar is an overlay: it starts hidden, hides
 * when the window shrinks below 640 px, and hides on every route change (it is open only for the
 * location it was opened on).
 */
export function useSidebarState() {
  const location = useLocation();
  const [isNarrow, setIsNarrow] = useState(() => isNarrowWidth(window.innerWidth));
  const [wideVisible, setWideVisible] = useState(() =>
    getInitialSidebarVisible(
      Math.max(window.innerWidth, SIDEBAR_BREAKPOINT_PX),
      readStorage(STORAGE_KEYS.sidebarVisible),
    ),
  );
  const [narrowOpenAt, setNarrowOpenAt] = useState<string | null>(null);

  useEffect(() => {
    const onResize = () => {
      const narrow = isNarrowWidth(window.innerWidth);
      setIsNarrow(narrow);
      if (narrow) setNarrowOpenAt(null);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const isVisible = isNarrow ? narrowOpenAt === location.key : wideVisible;

  const setVisible = useCallback(
    (visible: boolean) => {
      if (isNarrow) {
        setNarrowOpenAt(visible ? location.key : null);
      } else {
        setWideVisible(visible);
        writeStorage(STORAGE_KEYS.sidebarVisible, String(visible));
      }
    },
    [isNarrow, location.key],
  );

  const toggle = useCallback(() => setVisible(!isVisible), [setVisible, isVisible]);

  return { isVisible, isNarrow, setVisible, toggle };
}
