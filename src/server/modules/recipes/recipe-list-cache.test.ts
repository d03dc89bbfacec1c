import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeBody, encodedSize } from '#server/lib/encoded-body';
import { RecipeListCache } from './recipe-list-cache';

/** A refresh that reads `text` (at no version of its own: the cache tags what was asked). */
const body = (text: string) => async () => read(text);
const read = (text: string | Buffer) => ({
  identity: Buffer.isBuffer(text) ? text : Buffer.from(text),
  version: '0',
  state: null,
});

describe('RecipeListCache', () => {
  it('builds once per key and version, and again when the version moves', async () => {
    const cache = new RecipeListCache();
    let builds = 0;
    const build = async () => read(`list ${++builds}`);
    const a = await cache.getOrCreate('1:1', '5', build);
    const b = await cache.getOrCreate('1:1', '5', build);
    expect(b).toBe(a);
    expect(builds).toBe(1);
    const c = await cache.getOrCreate('1:1', '6', build);
    expect(c.identity.toString()).toBe('list 2');
    expect(c.etag).not.toBe(a.etag);
    expect(cache.size).toBe(1);
  });

  it('gives the same ETag to the same bytes, wherever they were built', async () => {
    const one = await new RecipeListCache().getOrCreate('k', '1', body('[1,2]'));
    const two = await new RecipeListCache().getOrCreate('other', '9', body('[1,2]'));
    expect(one.etag).toBe(two.etag);
    expect(one.etag).toMatch(/^"[\w-]{32}"$/);
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new RecipeListCache();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds++;
      await gate;
      return read('[]');
    };
    const pending = [1, 2, 3].map(() => cache.getOrCreate('k', '1', build));
    release();
    const results = await Promise.all(pending);
    expect(builds).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('serves a list built at a later version to a request that read an earlier one', async () => {
    const cache = new RecipeListCache();
    await cache.getOrCreate('k', '5', body('v5'));
    const older = await cache.getOrCreate('k', '4', body('never built'));
    expect(older.identity.toString()).toBe('v5');
  });

  it('runs one build at a time: requests for newer versions wait, then share one next build', async () => {
    const cache = new RecipeListCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const builds: string[] = [];
    const build = (label: string) => async () => {
      builds.push(label);
      if (label === 'first') await gate;
      return read(label);
    };
    const first = cache.getOrCreate('k', '1', build('first'));
    // Versions 2 and 3 were read while the first build ran: neither starts a build of its own.
    const second = cache.getOrCreate('k', '2', build('second'));
    const third = cache.getOrCreate('k', '3', build('third'));
    expect(builds).toEqual(['first']);
    release();
    expect((await first).identity.toString()).toBe('first');
    const [a, b] = await Promise.all([second, third]);
    expect(builds).toEqual(['first', 'second']);
    // The one next build serves both, tagged with the newest version either read.
    expect(a).toBe(b);
    expect(a.version).toBe('3');
  });

  it('builds again for requests that waited on a build that failed', async () => {
    const cache = new RecipeListCache();
    const failing = cache.getOrCreate('k', '1', async () => {
      throw new Error('database down');
    });
    const waiting = cache.getOrCreate('k', '2', body('recovered'));
    await expect(failing).rejects.toThrow('database down');
    expect((await waiting).identity.toString()).toBe('recovered');
  });

  it('keeps brotli and gzip forms of the same bytes', async () => {
    const list = await new RecipeListCache().getOrCreate('k', '1', body('[{"id":1}]'));
    expect(brotliDecompressSync(list.br).toString()).toBe('[{"id":1}]');
    expect(gunzipSync(list.gzip).toString()).toBe('[{"id":1}]');
  });

  it('drops the least recently used lists past its byte budget', async () => {
    // Room for two four-letter lists with their compressed forms, not three.
    const each = encodedSize(await encodeBody(Buffer.from('aaaa')));
    const cache = new RecipeListCache(2 * each + 1);
    await cache.getOrCreate('a', '1', body('aaaa'));
    await cache.getOrCreate('b', '1', body('bbbb'));
    await cache.getOrCreate('a', '1', body('never built')); // a is now the most recent
    await cache.getOrCreate('c', '1', body('cccc'));
    expect(cache.size).toBe(2);
    let rebuilt = false;
    await cache.getOrCreate('b', '1', async () => {
      rebuilt = true;
      return read('bbbb');
    });
    expect(rebuilt).toBe(true);
  });

  it('serves but does not keep a list larger than the whole budget', async () => {
    const cache = new RecipeListCache(10);
    const big = await cache.getOrCreate('k', '1', body('too big'));
    expect(big.identity.toString()).toBe('too big');
    expect(cache.size).toBe(0);
  });

  it('does not keep a failed build', async () => {
    const cache = new RecipeListCache();
    await expect(
      cache.getOrCreate('k', '1', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect((await cache.getOrCreate('k', '1', body('[]'))).identity.toString()).toBe('[]');
  });

  it('hands the refresh the list it has, and keeps the encodings of unchanged bytes', async () => {
    const cache = new RecipeListCache();
    const first = await cache.getOrCreate('k', '1', body('[1]'));
    let given: unknown;
    const again = await cache.getOrCreate('k', '2', async (previous) => {
      given = previous;
      return read('[1]');
    });
    expect(given).toBe(first);
    expect(again.version).toBe('2');
    expect(again.br).toBe(first.br);
    expect(again.etag).toBe(first.etag);
  });

  it('serves a large list with quick encodings at once, then swaps in the final ones', async () => {
    const cache = new RecipeListCache(undefined, undefined, 0);
    const large = Buffer.from(JSON.stringify(Array.from({ length: 40_000 }, (_, id) => ({ id }))));
    const saved: boolean[] = [];
    const quick = await cache.getOrCreate('k', '1', async () => ({
      ...read(large),
      settled: async (list) => void saved.push(list.final),
    }));
    expect(quick.final).toBe(false);
    expect(brotliDecompressSync(quick.br).equals(large)).toBe(true);
    expect(gunzipSync(quick.gzip).equals(large)).toBe(true);
    await cache.settle();
    const final = await cache.getOrCreate('k', '1', body('never read'));
    expect(final.final).toBe(true);
    expect(final.etag).toBe(quick.etag);
    expect(final.br.length).toBeLessThan(quick.br.length);
    expect(brotliDecompressSync(final.br).equals(large)).toBe(true);
    expect(gunzipSync(final.gzip).equals(large)).toBe(true);
    // The saved copy got the final encodings.
    expect(saved).toEqual([true]);
  });

  it('makes no final encodings for a list replaced meanwhile, and saves it as it is', async () => {
    const cache = new RecipeListCache(undefined, undefined, 50);
    const older = Buffer.from(JSON.stringify(Array.from({ length: 80_000 }, (_, id) => id)));
    const newer = Buffer.from(JSON.stringify(Array.from({ length: 80_000 }, (_, id) => -id)));
    const saved: { identity: Buffer; final: boolean }[] = [];
    await cache.getOrCreate('k', '1', async () => ({
      ...read(older),
      settled: async (list) => void saved.push(list),
    }));
    await cache.getOrCreate('k', '2', async () => read(newer));
    await cache.settle();
    // The older list was replaced before its final encodings were due: saved with its quick ones.
    expect(saved).toHaveLength(1);
    expect(saved[0]!.identity.equals(older)).toBe(true);
    expect(saved[0]!.final).toBe(false);
    const list = await cache.getOrCreate('k', '2', body('never read'));
    expect(list.final).toBe(true);
    expect(brotliDecompressSync(list.br).equals(newer)).toBe(true);
    expect(gunzipSync(list.gzip).equals(newer)).toBe(true);
  });

  it('takes the encodings a saved copy brings instead of making new ones', async () => {
    const cache = new RecipeListCache();
    const encoded = await encodeBody(Buffer.from('[7]'));
    const list = await cache.getOrCreate('k', '1', async () => ({
      ...read('[7]'),
      encoded: { br: encoded.br, gzip: encoded.gzip },
    }));
    expect(list.br).toBe(encoded.br);
    expect(list.etag).toBe(encoded.etag);
    expect(list.final).toBe(true);
  });
});
