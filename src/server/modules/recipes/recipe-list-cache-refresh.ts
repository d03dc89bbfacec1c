import type { Database, DbOrTx } from '#server/db/client';
import { RECIPE_LIST_CHANGES_KEPT } from '#server/db/db-maintenance';
import type { CachedList, Refresh, RefreshedList } from './recipe-list-cache';
import {
  findListChanges,
  findListSnapshot,
  readListCounters,
  saveListSnapshot,
  type ListCounters,
  type ListKindName,
} from './recipe-list-changes.repository';

/**
 * How a family's cached list is brought up to date (decision 032): patched from the change log
 * when few recipes changed since the version it was read at, else read whole. Both happen in
 * one repeatable-read transaction that also reads the version counters, so the list is exactly
 * the data at the versions it is tagged with.
 */

/** One of the cached answers: how to read it whole, read some of its items, and order them. */
export type ListKind<Item> = {
  name: ListKindName;
  readAll: (tx: DbOrTx, familyId: number) => Promise<Item[]>;
  /** The items of those of `recipeIds` the family sees now (none for the others). */
  readSome: (tx: DbOrTx, familyId: number, recipeIds: number[]) => Promise<Item[]>;
  idOf: (item: Item) => number;
  /** The list's order; ties broken by id so it is total. */
  compare: (a: Item, b: Item) => number;
};

/** What a cached list keeps besides its bytes: the versions it was read at. */
export type ListState = ListCounters & { savedFamilyVersion: number | null };

export type RefreshOptions = {
  /** A patch reads the log of at most this many versions (also what a save keeps of it). */
  maxVersions: number;
  /** More changed recipes than this, and the list is read whole. */
  maxRecipes: number;
  /** Lists smaller than this are cheap to read whole and are never saved. */
  saveFromBytes: number;
  /** A patched list is saved again once it is this many versions past its saved copy. */
  saveEveryVersions: number;
};

export const DEFAULT_REFRESH_OPTIONS: RefreshOptions = {
  maxVersions: RECIPE_LIST_CHANGES_KEPT,
  maxRecipes: 1000,
  saveFromBytes: 128 * 1024,
  saveEveryVersions: 256,
};

/** A list to patch from: the cached one or the saved copy, with the versions it is at. */
type Base = ListCounters & { identity: Buffer; encoded?: { br: Buffer; gzip: Buffer } };

/**
 * The recipes changed since `base`, or null when the list must be read whole: the global
 * counter moved (TRUNCATE), too many versions or recipes, a log row says too much changed
 * (recipe ids null), or rows are missing (pruned).
 */
async function recipesChangedSince(
  tx: DbOrTx,
  familyId: number,
  base: ListCounters,
  now: ListCounters,
  options: RefreshOptions,
): Promise<number[] | null> {
  const versions = now.familyVersion - base.familyVersion;
  if (base.globalVersion !== now.globalVersion || versions < 0) return null;
  if (versions === 0) return [];
  if (versions > options.maxVersions) return null;
  const rows = await findListChanges(tx, familyId, base.familyVersion, now.familyVersion);
  if (rows.length !== versions) return null;
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.recipeIds === null) return null;
    for (const id of row.recipeIds) ids.add(id);
  }
  return ids.size > options.maxRecipes ? null : [...ids];
}

/** `items` without the changed recipes, then with those the family still sees, in order. */
export function patchItems<Item>(
  kind: ListKind<Item>,
  items: Item[],
  changedIds: readonly number[],
  fresh: Item[],
): Item[] {
  const changed = new Set(changedIds);
  const kept = items.filter((item) => !changed.has(kind.idOf(item)));
  const added = [...fresh].sort(kind.compare);
  const merged: Item[] = [];
  let i = 0;
  for (const item of added) {
    while (i < kept.length && kind.compare(kept[i]!, item) < 0) merged.push(kept[i++]!);
    merged.push(item);
  }
  return merged.concat(kept.slice(i));
}

const serialize = (items: unknown[]) => Buffer.from(JSON.stringify(items));

/** The cache's refresh for one family's list of `kind`. */
export function refreshFamilyList<Item>(
  db: Database,
  kind: ListKind<Item>,
  familyId: number,
  options: RefreshOptions = DEFAULT_REFRESH_OPTIONS,
): Refresh<ListState> {
  return async (previous: CachedList<ListState> | undefined) => {
    const read = await db.transaction(
      async (tx) => {
        const now = await readListCounters(tx, familyId);
        const saved = previous ? null : await findListSnapshot(tx, familyId, kind.name);
        const base: Base | null = previous
          ? { ...previous.state, identity: previous.identity }
          : saved && { ...saved, encoded: { br: saved.br, gzip: saved.gzip } };
        const changed = base && (await recipesChangedSince(tx, familyId, base, now, options));
        if (!base || !changed) {
          const identity = serialize(await kind.readAll(tx, familyId));
          return { now, identity, savedFamilyVersion: null };
        }
        // What was last saved: the copy just read, or what the cached list knows of.
        const savedFamilyVersion = previous
          ? previous.state.savedFamilyVersion
          : saved!.familyVersion;
        if (changed.length === 0) {
          return { now, identity: base.identity, encoded: base.encoded, savedFamilyVersion };
        }
        const items = JSON.parse(base.identity.toString()) as Item[];
        const fresh = await kind.readSome(tx, familyId, changed);
        const identity = serialize(patchItems(kind, items, changed, fresh));
        return { now, identity, savedFamilyVersion };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const { now, identity } = read;
    const refreshed: RefreshedList<ListState> = {
      identity,
      encoded: read.encoded,
      version: String(now.globalVersion + now.familyVersion),
      state: { ...now, savedFamilyVersion: read.savedFamilyVersion },
    };
    const isDue =
      read.savedFamilyVersion === null ||
      now.familyVersion - read.savedFamilyVersion >= options.saveEveryVersions;
    if (identity.length >= options.saveFromBytes && isDue) {
      // Counted as saved from now on, so the refreshes until the save is done do not save too.
      refreshed.state.savedFamilyVersion = now.familyVersion;
      refreshed.settled = (list) =>
        saveListSnapshot(
          db,
          familyId,
          kind.name,
          { ...now, identity: list.identity, br: list.br, gzip: list.gzip },
          now.familyVersion - options.maxVersions,
        );
    }
    return refreshed;
  };
}
