import { useCallback, useSyncExternalStore } from 'react';

/**
 * What someone else changed a moment ago (product rule: change-highlight), by key, e.g.
 * `shopping-item:12`. A key stays marked for HIGHLIGHT_MS, so a row can show it briefly; marking it
 * again starts the time over. Module state: one tab has one set of rows on screen, whichever
 * QueryClient fed them.
 */

export const HIGHLIGHT_MS = 2500;

const marked = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function markRecentlyChanged(key: string, durationMs = HIGHLIGHT_MS) {
  const wasMarked = marked.has(key);
  clearTimeout(marked.get(key));
  marked.set(
    key,
    setTimeout(() => {
      marked.delete(key);
      emit();
    }, durationMs),
  );
  if (!wasMarked) emit();
}

export function isRecentlyChanged(key: string): boolean {
  return marked.has(key);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while `key` is marked; re-renders when that changes. */
export function useRecentlyChanged(key: string): boolean {
  const getSnapshot = useCallback(() => marked.has(key), [key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Test helper: forgets every mark (and its timer). */
export function resetRecentChanges() {
  for (const timer of marked.values()) clearTimeout(timer);
  marked.clear();
  emit();
}

/** The key of a shopping list item, as rows and the event stream spell it. */
export const shoppingItemChangeKey = (itemId: number) => `shopping-item:${itemId}`;
