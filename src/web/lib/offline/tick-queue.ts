import type { QueuedTick } from '#shared/shopping/tick-replay';
import { persistentQueue } from './persistent-queue';

/** The shopping list's ticks made without a network, until they are sent (docs/decisions/048). */
export const tickQueue = persistentQueue<QueuedTick>('tick-queue');
