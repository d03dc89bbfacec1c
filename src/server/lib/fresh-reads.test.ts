import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answers the test releases one at a time; each answers the read's number. */
function gatedReads() {
  const releases: Array<() => void> = [];
  let started = 0;
  const read = () => {
    const n = ++started;
    return new Promise<number>((resolve) => releases.push(() => resolve(n)));
  };
  return { read, started: () => started, release: (i: number) => releases[i]!() };
}

describe('freshReads', () => {
  it('starts a read at once when none is on its way', async () => {
    const gate = gatedReads();
    const current = freshReads(gate.read);
    const first = current();
    expect(gate.started()).toBe(1);
    gate.release(0);
    expect(await first).toBe(1);
  });

  it('makes callers that come during a read share the next one, started after it', async () => {
    const gate = gatedReads();
    const current = freshReads(gate.read);
    const first = current();
    const [second, third] = [current(), current()];
    expect(gate.started()).toBe(1); // the next read waits for the one on its way
    gate.release(0);
    expect(await first).toBe(1);
    await expect.poll(() => gate.started()).toBe(2);
    gate.release(1);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('goes on after a failed read', async () => {
    let calls = 0;
    const current = freshReads(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const [failed, next] = [current(), current()];
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe(2);
    expect(await current()).toBe(3);
  });
});
