import type { QueuedPantryChange } from '#shared/pantry/pantry-replay';
import { persistentQueue } from './persistent-queue';

/** The pantry's changes made without a network, until they are sent (docs/decisions/048). */
export const pantryQueue = persistentQueue<QueuedPantryChange>('pantry-queue');
