import { describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** A query function whose answers the test hands out, in order, when it chooses. */
function answersOnCue() {
  const pending: ((value: string) => void)[] = [];
  let calls = 0;
  const queryFn = () => {
    calls += 1;
    return new Promise<string>((resolve) => pending.push(resolve));
  };
  return {
    queryFn,
    calls: () => calls,
    answer: (index: number, value: string) => pending[index]!(value),
  };
}

const key = ['calendar-feed', 1] as const;

describe('a write outranks a read that was on its way', () => {
  it('keeps the write when the older read lands, and reads again after it', async () => {
    const client = createQueryClient();
    const cue = answersOnCue();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: cue.queryFn });
    const stop = observer.subscribe(() => {});

    client.setQueryData(key, 'turned off');
    cue.answer(0, 'on, as read before the write');
    await expect.poll(() => cue.calls()).toBe(2);
    expect(client.getQueryData(key)).toBe('turned off');

    cue.answer(1, 'off, as read after the write');
    await expect.poll(() => client.getQueryData(key)).toBe('off, as read after the write');
    expect(client.getQueryState(key)?.fetchStatus).toBe('idle');
    stop();
  });

  it('leaves a write alone when no read is on its way', async () => {
    const client = createQueryClient();
    const cue = answersOnCue();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: cue.queryFn });
    const stop = observer.subscribe(() => {});
    cue.answer(0, 'on');
    await expect.poll(() => client.getQueryData(key)).toBe('on');

    client.setQueryData(key, 'off');
    expect(client.getQueryData(key)).toBe('off');
    expect(cue.calls()).toBe(1);
    stop();
  });

  it('waits for mutations in flight before reading again', async () => {
    const client = createQueryClient();
    const cue = answersOnCue();
    const observer = new QueryObserver(client, { queryKey: key, queryFn: cue.queryFn });
    const stop = observer.subscribe(() => {});
    let finishWrite!: () => void;
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => new Promise<void>((resolve) => (finishWrite = resolve)) })
      .execute(undefined);

    client.setQueryData(key, 'optimistic');
    cue.answer(0, 'old');
    await Promise.resolve();
    expect(client.getQueryData(key)).toBe('optimistic');
    expect(cue.calls()).toBe(1);

    finishWrite();
    await write;
    await expect.poll(() => cue.calls()).toBe(2);
    stop();
  });
});
