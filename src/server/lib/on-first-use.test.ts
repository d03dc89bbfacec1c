import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads nothing until the first call, then once for every call', async () => {
    let loads = 0;
    const load = onFirstUse(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });
});
