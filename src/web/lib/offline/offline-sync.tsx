import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  onlineManager,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { queuedMarks } from '#shared/shopping/tick-replay';
import { setCachedItemChecked } from '../shopping-list-cache';
import { shoppingListsQueryRoot } from '../query-keys';
import { claimDevice } from './claim-device';
import { pantryQueue } from './pantry-queue';
import { replayQueuedPantry } from './replay-pantry-queue';
import { replayQueuedTicks } from './replay-queued-ticks';
import { tellPantryReplayOutcome, tellTickReplayOutcome } from './replay-outcome';
import { tickQueue } from './tick-queue';

/** A replay that stopped (no answer) is tried again after these waits, then every minute. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 60_000];
/** Writes queued while online (a backlog, a request without an answer) go out this soon. */
const QUEUED_WRITE_DELAY_MS = 300;

/**
 * A list read from the server does not know the ticks still queued on this device: they are
 * laid over it, so a refetch (the live stream's resync on reconnect, a page's visit) never
 * shows a queued tick undone until the replay has sent it.
 */
function overlayQueuedTicks(queryClient: QueryClient, userId: number) {
  let marks = new Map<number, boolean>();
  const refresh = async () => {
    const queue = await tickQueue.list(userId);
    marks = queuedMarks(queue);
    return queue;
  };
  const apply = (familyId: number) => {
    for (const [itemId, checked] of marks) {
      setCachedItemChecked(queryClient, familyId, itemId, checked);
    }
  };
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const [root, familyId] = event.query.queryKey as QueryKey;
    if (root !== shoppingListsQueryRoot[0] || typeof familyId !== 'number' || marks.size === 0) {
      return;
    }
    apply(familyId);
  });
  const unsubscribeQueue = tickQueue.onChange(() => void refresh());
  // At start: the restored cache may predate the last ticks (it is saved once a second).
  void refresh().then((queue) => {
    for (const familyId of new Set(queue.map((tick) => tick.familyId))) apply(familyId);
  });
  return () => {
    unsubscribeCache();
    unsubscribeQueue();
  };
}

/**
 * The signed-in app's offline upkeep (docs/decisions/048): claims the device for the user,
 * lays queued ticks over what is read, and replays the queue at start, when the network comes
 * back, when a tick is queued while online, when the service worker's Background Sync asks,
 * and again with backoff while the server does not answer.
 */
export function OfflineSync({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const intl = useIntl();

  useEffect(() => {
    let stopped = false;
    let replaying = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const soon = () => {
      if (replaying || !onlineManager.isOnline()) return;
      clearTimeout(timer);
      timer = setTimeout(() => void replay(), QUEUED_WRITE_DELAY_MS);
    };
    const replay = async () => {
      clearTimeout(timer);
      if (stopped || replaying || !onlineManager.isOnline()) return;
      replaying = true;
      let ticks, pantry;
      try {
        ticks = await replayQueuedTicks(queryClient, userId);
        pantry = await replayQueuedPantry(queryClient, userId);
      } finally {
        replaying = false;
      }
      if (stopped) return;
      if (ticks) tellTickReplayOutcome(intl, ticks);
      if (pantry) tellPantryReplayOutcome(intl, pantry);
      if (ticks?.stopped || pantry?.stopped) {
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
        failures += 1;
        timer = setTimeout(() => void replay(), delay);
        return;
      }
      failures = 0;
      // Writes made while this replay ran wait for the next one.
      const [waitingTicks, waitingChanges] = await Promise.all([
        tickQueue.list(userId),
        pantryQueue.list(userId),
      ]);
      if (waitingTicks.length + waitingChanges.length > 0) soon();
    };

    const unsubscribeOverlay = overlayQueuedTicks(queryClient, userId);
    void claimDevice(userId).then(replay);
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (online) void replay();
    });
    const unsubscribeQueues = [tickQueue.onChange(soon), pantryQueue.onChange(soon)];
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'replay-ticks') void replay();
    };
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribeOverlay();
      unsubscribeOnline();
      for (const unsubscribe of unsubscribeQueues) unsubscribe();
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [queryClient, userId, intl]);

  return null;
}
