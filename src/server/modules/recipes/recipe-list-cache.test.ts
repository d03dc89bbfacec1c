import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodeBody, encodedSize } from '#server/lib/encoded-body';
import { RecipeListCache } from './recipe-list-cache';

const body = (text: string) => async () => Buffer.from(text);

describe('RecipeListCache', () => {
  it('builds once per key and version, and again when the version moves', async () => {
    const cache = new RecipeListCache();
    let builds = 0;
    const build = async () => Buffer.from(`list ${++builds}`);
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
      return Buffer.from('[]');
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
      return Buffer.from(label);
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
      return Buffer.from('bbbb');
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
});
