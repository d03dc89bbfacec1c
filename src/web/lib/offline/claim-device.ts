import { offlineDb } from './offline-db';
import { pantryQueue } from './pantry-queue';
import { tickQueue } from './tick-queue';

/** This device now belongs to `userId`: another person's kept data and unsent writes go. */
export async function claimDevice(userId: number) {
  const db = await offlineDb();
  if (db) {
    const previous = await db.get('meta', 'userId');
    if (previous !== userId) {
      const tx = db.transaction(['query-cache', 'meta'], 'readwrite');
      await Promise.all([
        tx.objectStore('query-cache').clear(),
        tx.objectStore('meta').put(userId, 'userId'),
        tx.done,
      ]);
    }
  }
  await Promise.all([tickQueue.dropOtherUsers(userId), pantryQueue.dropOtherUsers(userId)]);
}
