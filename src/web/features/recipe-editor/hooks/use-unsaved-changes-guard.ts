import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Leaving a form with unsaved changes asks first: an in-app navigation (a link, Back, Cancel)
 * is held by the router's blocker until the user decides; closing or reloading the tab gets
 * the browser's own prompt. `allowLeave` lets the next navigation through unasked (after a
 * save, which never asks).
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const isLeavingAllowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingAllowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    isLeavingAllowed.current = true;
  }, []);

  return { blocker, allowLeave };
}
