import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { craftZip } from '#server/test-support/craft-zip';
import { ARCHIVE_LIMITS } from './archive-limits';
import { ArchiveRefused } from './archive-refused';
import { readUpload } from './read-upload';

const text = (value: string) => Buffer.from(value, 'utf8');

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await readUpload('upload.zip', bytes);
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.code;
    throw error;
  }
  throw new Error('The upload was read, not refused');
}

describe('an export unpacked', () => {
  it('gives every file by its path, nested zips in place and gzipped files unpacked, without litter', async () => {
    const inner = craftZip([
      { name: 'recipe.json', data: text('{"name":"Chili"}'), deflate: true },
      { name: 'image.jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) },
    ]);
    const upload = craftZip([
      { name: 'My Recipes/', data: Buffer.alloc(0) },
      { name: 'My Recipes/Soup.paprikarecipe', data: gzipSync(text('{"name":"Soup"}')) },
      { name: '__MACOSX/My Recipes/._Soup.paprikarecipe', data: text('litter') },
      { name: 'My Recipes/.DS_Store', data: text('litter') },
      { name: '1.zip', data: inner },
    ]);
    const files = await readUpload('export.zip', upload);
    expect(files.map((file) => file.path)).toEqual([
      'My Recipes/Soup.paprikarecipe',
      '1.zip/recipe.json',
      '1.zip/image.jpeg',
    ]);
    expect(files[0]!.bytes.toString()).toBe('{"name":"Soup"}');
    expect(files[1]!.bytes.toString()).toBe('{"name":"Chili"}');
  });

  it('reads a file that is no archive as itself, and a gzipped one unpacked', async () => {
    expect(await readUpload('recipes.csv', text('title\nSoup'))).toEqual([
      { path: 'recipes.csv', bytes: text('title\nSoup') },
    ]);
    const [file] = await readUpload('Soup.paprikarecipe', gzipSync(text('{"name":"Soup"}')));
    expect(file!.bytes.toString()).toBe('{"name":"Soup"}');
  });

  it('turns Windows backslashes into folders', async () => {
    const files = await readUpload(
      'x.zip',
      craftZip([{ name: 'recipes\\soup\\soup.json', data: text('{}') }]),
    );
    expect(files.map((file) => file.path)).toEqual(['recipes/soup/soup.json']);
  });
});

describe('a hostile archive is refused before anything is read', () => {
  it('a zip bomb: a file that unpacks to a thousand times its size', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    expect(await refusal(craftZip([{ name: 'database.json', data: zeros, deflate: true }]))).toBe(
      'archive_bomb',
    );
  });

  it('a zip bomb whose headers lie about its size', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const lying = craftZip([{ name: 'a.json', data: zeros, deflate: true, declaredSize: 1000 }]);
    expect(await refusal(lying)).toBe('archive_bomb');
  });

  it('a gzip bomb inside the archive', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(await refusal(craftZip([{ name: 'Soup.paprikarecipe', data: bomb }]))).toBe(
      'archive_bomb',
    );
  });

  it('more than the total it may unpack to, by what it declares', async () => {
    const big = ARCHIVE_LIMITS.maxFileBytes - 1;
    const entries = Array.from({ length: 5 }, (_, i) => ({
      name: `part-${i}.json`,
      data: text('{}'),
      deflate: true,
      declaredSize: big,
    }));
    expect(await refusal(craftZip(entries))).toBe('archive_too_large');
  });

  it('paths that leave the folder: "..", absolute, a drive letter', async () => {
    for (const name of [
      '../../etc/cron.d/evil',
      'recipes/../../evil.json',
      '/etc/passwd',
      'C:\\evil.json',
      '..\\evil.json',
    ]) {
      expect(await refusal(craftZip([{ name, data: text('{}') }])), name).toBe(
        'archive_unsafe_path',
      );
    }
  });

  it('a symbolic link', async () => {
    const link = craftZip([{ name: 'recipe.json', data: text('/etc/passwd'), unixMode: 0o120777 }]);
    expect(await refusal(link)).toBe('archive_symlink');
    // A plain file made on Unix is read.
    const plain = craftZip([{ name: 'recipe.json', data: text('{}'), unixMode: 0o100644 }]);
    expect(await readUpload('x.zip', plain)).toHaveLength(1);
  });

  it('more than 5,000 entries, nested ones counted', async () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `r/${i}.json`, data: text('{}') }));
    expect(await refusal(craftZip(many(ARCHIVE_LIMITS.maxEntries + 1)))).toBe(
      'archive_too_many_files',
    );
    const half = craftZip(many(3000));
    expect(
      await refusal(
        craftZip([
          { name: 'a.zip', data: half },
          { name: 'b.zip', data: half },
        ]),
      ),
    ).toBe('archive_too_many_files');
    expect(await readUpload('x.zip', craftZip(many(ARCHIVE_LIMITS.maxEntries - 1)))).toHaveLength(
      ARCHIVE_LIMITS.maxEntries - 1,
    );
  });

  it('zips nested more than 2 deep', async () => {
    const third = craftZip([{ name: 'recipe.json', data: text('{}') }]);
    const second = craftZip([{ name: 'inner.zip', data: third }]);
    expect(await refusal(craftZip([{ name: 'outer.zip', data: second }]))).toBe('archive_too_deep');
    // Two levels, as Tandoor exports: read.
    expect(await readUpload('x.zip', craftZip([{ name: '1.zip', data: third }]))).toHaveLength(1);
  });

  it('a damaged archive', async () => {
    const whole = craftZip([{ name: 'recipe.json', data: text('{"a":1}') }]);
    expect(await refusal(whole.subarray(0, whole.length - 10))).toBe('archive_unreadable');
  });
});
