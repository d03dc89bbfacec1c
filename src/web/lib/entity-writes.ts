import {
  useIsMutating,
  useMutationState,
  type MutationFilters,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';

/**
 * The optimistic-update rule (docs/architecture.md, convention 4; docs/decisions/011): an
 * optimistic write changes only the entity it touches, which stays pending until the server
 * answers (no second edit of a pending entity), is rolled back alone on failure, and the
 * cache is refreshed only when no other write of the same key is in flight.
 *
 * A feature describes its writes once: the mutation key every write shares, and which entity
 * a write's variables touch. Pending is read from the mutation cache, not from a flag in the
 * cached data, so a refetch cannot clear it while the request is still on its way.
 */
export interface EntityWrites<TId> {
  /** Shared by every write of the feature (matched as a prefix). */
  readonly mutationKey: MutationKey;
  /** The entity a write's variables touch; undefined for writes of no one entity (a create). */
  readonly entityOf: (variables: unknown) => TId | undefined;
}

function writesTo<TId>(writes: EntityWrites<TId>, id: TId): MutationFilters {
  return {
    mutationKey: writes.mutationKey,
    predicate: (mutation) => writes.entityOf(mutation.state.variables) === id,
  };
}

/** True while a write of entity `id` is on its way: no second edit may start. */
export function isEntityPending<TId>(
  queryClient: QueryClient,
  writes: EntityWrites<TId>,
  id: TId,
): boolean {
  return queryClient.isMutating(writesTo(writes, id)) > 0;
}

/** The same, for rendering: re-renders when the entity's writes start and settle. */
export function useIsEntityPending<TId>(writes: EntityWrites<TId>, id: TId): boolean {
  return useIsMutating(writesTo(writes, id)) > 0;
}

/** The variables of writes whose answer has come (their `onSettled` has run). */
const answered = new WeakSet<object>();

const isAnswered = (variables: unknown) =>
  typeof variables === 'object' && variables !== null && answered.has(variables);

/**
 * For a write's `onSettled`: runs `invalidate` unless another write of the same key is still
 * waiting for its answer. A refetch that starts while another write is on its way would wipe
 * that write's optimistic change, so the last write to be answered refreshes.
 *
 * `onSettled` runs while its write still counts as pending, and writes answered together all
 * reach `onSettled` before any of them leaves that state; counting pending writes would then
 * skip the refresh in every one of them. So each write marks its `variables` (an object, the
 * one passed to `mutate`) as answered, and only unanswered writes are counted.
 */
export function invalidateAfterLastWrite(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  variables: object,
  invalidate: () => Promise<unknown>,
): Promise<unknown> | undefined {
  answered.add(variables);
  const waiting = queryClient.getMutationCache().findAll({
    mutationKey,
    status: 'pending',
    predicate: (mutation) => !isAnswered(mutation.state.variables),
  });
  if (waiting.length > 0) return undefined;
  return invalidate();
}

/**
 * The entities with a write in flight, for a list that shows many of them (one subscription
 * instead of one per row). The array keeps its identity while its contents do not change.
 */
export function usePendingEntities<TId>(writes: EntityWrites<TId>): readonly (TId | undefined)[] {
  return useMutationState({
    filters: { mutationKey: writes.mutationKey, status: 'pending' },
    select: (mutation) => writes.entityOf(mutation.state.variables),
  });
}
