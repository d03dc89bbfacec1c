import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfterLastWrite, isEntityPending, type EntityWrites } from './entity-writes';

const key = ['thing-write'] as const;
const writes: EntityWrites<number> = {
  mutationKey: key,
  entityOf: (variables) => (variables as { id?: number }).id,
};

/** A write of `id` whose answer comes when the test calls `answer`. */
function startWrite(queryClient: QueryClient, id: number, invalidate: () => Promise<unknown>) {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const observer = new MutationObserver(queryClient, {
    mutationKey: key,
    mutationFn: () => answered,
    onSettled: (_data, _error, variables: { id: number }) =>
      invalidateAfterLastWrite(queryClient, key, variables, invalidate),
  });
  const done = observer.mutate({ id });
  return { answer, done };
}

describe('entity writes (docs/decisions/011)', () => {
  it('knows which entity is pending', async () => {
    const queryClient = new QueryClient();
    const write = startWrite(queryClient, 1, () => Promise.resolve());
    await vi.waitFor(() => expect(isEntityPending(queryClient, writes, 1)).toBe(true));
    expect(isEntityPending(queryClient, writes, 2)).toBe(false);
    write.answer();
    await write.done;
    expect(isEntityPending(queryClient, writes, 1)).toBe(false);
  });

  it('refreshes after the last write only, also when several are answered at once', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.fn(() => Promise.resolve());
    const [a, b, c] = [1, 2, 3].map((id) => startWrite(queryClient, id, invalidate));
    a!.answer();
    await a!.done;
    expect(invalidate).not.toHaveBeenCalled();
    // Answered in the same tick: both reach onSettled while both still count as pending.
    b!.answer();
    c!.answer();
    await Promise.all([b!.done, c!.done]);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
