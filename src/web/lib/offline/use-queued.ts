import { useEffect, useState } from 'react';
import type { PersistentQueue } from './persistent-queue';

/** The user's writes waiting in one of the device's queues, kept up to date. */
export function useQueued<T extends { seq: number; userId: number }>(
  queue: PersistentQueue<T>,
  userId: number,
): T[] {
  const [entries, setEntries] = useState<T[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void queue.list(userId).then((list) => {
        if (current) setEntries(list);
      });
    read();
    const unsubscribe = queue.onChange(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [queue, userId]);
  return entries;
}
