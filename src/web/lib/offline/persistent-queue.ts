import { offlineDb, type QueueStore } from './offline-db';

/** What every queue entry carries: its order, and whose it is. */
type Entry = { seq: number; userId: number };
/** An entry before the queue gives it its `seq` (each kind of a union keeps its fields). */
export type Unnumbered<T> = T extends unknown ? Omit<T, 'seq'> : never;

/**
 * Writes made without a network, persisted in IndexedDB in the order they were made: they
 * survive the tab being closed and the phone restarting (docs/decisions/048). Where there is no
 * IndexedDB they live in memory for the page's life. One per kind of write: the shopping
 * list's ticks (./tick-queue.ts) and the pantry's changes (./pantry-queue.ts).
 */
export function persistentQueue<T extends Entry>(store: QueueStore) {
  const inMemory: T[] = [];
  let nextMemorySeq = 1;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const all = async (): Promise<T[]> => {
    const db = await offlineDb();
    return db ? ((await db.getAll(store)) as unknown as T[]) : [...inMemory];
  };

  const remove = async (seqs: readonly number[]): Promise<void> => {
    if (seqs.length === 0) return;
    const db = await offlineDb();
    if (db) {
      const tx = db.transaction(store, 'readwrite');
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
    } else {
      const gone = new Set(seqs);
      inMemory.splice(0, inMemory.length, ...inMemory.filter((entry) => !gone.has(entry.seq)));
    }
    changed();
  };

  return {
    /** Called after the queue changes (a write queued, a replay done). */
    onChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async add(entry: Unnumbered<T>): Promise<void> {
      const db = await offlineDb();
      // The store's key path gives `seq` (autoIncrement).
      if (db) await db.add(store, entry as never);
      else inMemory.push({ ...entry, seq: nextMemorySeq++ } as T);
      changed();
    },
    /** The user's queued writes, oldest first. */
    async list(userId: number): Promise<T[]> {
      return (await all()).filter((entry) => entry.userId === userId).sort((a, b) => a.seq - b.seq);
    },
    remove,
    /** Entries changed by a replay (rebased on a newer version) are stored back. */
    async put(entries: readonly T[]): Promise<void> {
      if (entries.length === 0) return;
      const db = await offlineDb();
      if (db) {
        const tx = db.transaction(store, 'readwrite');
        await Promise.all([...entries.map((entry) => tx.store.put(entry as never)), tx.done]);
      } else {
        const bySeq = new Map(entries.map((entry) => [entry.seq, entry]));
        inMemory.splice(0, inMemory.length, ...inMemory.map((e) => bySeq.get(e.seq) ?? e));
      }
    },
    /** Another person signed in on this device: the last one's unsent writes are not theirs. */
    async dropOtherUsers(userId: number): Promise<void> {
      await remove((await all()).filter((entry) => entry.userId !== userId).map((e) => e.seq));
    },
  };
}

export type PersistentQueue<T extends Entry> = ReturnType<typeof persistentQueue<T>>;
