import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the device has a network, as TanStack Query's online manager tracks it from the
 * browser's `online` and `offline` events. Queries wait while it is false (their cached data
 * stays on screen); ticks go to the offline queue (./tick-queue.ts).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * The online manager assumes a network until an event says otherwise; a page opened in a shop
 * without signal must know at once, or its first queries fail instead of waiting.
 */
export function startOnlineTracking() {
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') {
    onlineManager.setOnline(navigator.onLine);
  }
}
