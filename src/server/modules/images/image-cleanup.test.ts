import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { cookbooks, recipes } from '#server/db/schema';
import { createCookbook } from '#server/test-support/factories';
import { createRecipe } from '#server/test-support/recipe-factories';
import { useTestApp } from '#server/test-support/test-app';
import { cardImageUrl } from '#shared/images/images.schemas';
import { createMissingCardVariants, removeUnusedImages } from './image-cleanup';
import { storeImageBytes } from './image-pipeline';
import type { ImageStorage, LocalImageStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-image-cleanup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;

const ctx = useTestApp({ DATA_DIR: dataDir });
const storage = () => ctx.app.imageStorage as LocalImageStorage;
let cookbookId: number;

beforeEach(async () => {
  await ctx.db.delete(recipes);
  await ctx.db.delete(cookbooks);
  rmSync(storage().rootDir, { recursive: true, force: true });
  cookbookId = (await createCookbook(ctx.db)).id;
});

describe('image cleanup', () => {
  let colour = 0;
  /** A fresh picture through the pipeline (both sizes), its files dated `ageMs` ago. */
  async function storedImage(ageMs: number): Promise<string> {
    colour += 37;
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: colour % 256, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    const url = await storeImageBytes(storage(), png);
    age(url, ageMs);
    age(cardImageUrl(url)!, ageMs);
    return url;
  }

  function age(url: string, ageMs: number) {
    const when = new Date(Date.now() - ageMs);
    utimesSync(path.join(storage().rootDir, storage().keyFromUrl(url)!), when, when);
  }

  const stored = async () => (await storage().list()).map((i) => i.url).sort();
  const both = (url: string) => [url, cardImageUrl(url)!];
  const clean = () => removeUnusedImages({ db: ctx.db, storage: storage() });

  it('removes images no recipe or cookbook uses once they are a day old, with their cards', async () => {
    const replaced = await storedImage(2 * DAY);
    const abandoned = await storedImage(DAY + 60_000);
    const removed = await clean();
    expect(removed.sort()).toEqual([...both(replaced), ...both(abandoned)].sort());
    expect(await stored()).toEqual([]);
  });

  it('keeps images a recipe or a cookbook uses, however old', async () => {
    const onRecipe = await storedImage(30 * DAY);
    const onCookbook = await storedImage(30 * DAY);
    await createRecipe(ctx.db, { cookbookId, imageUrl: onRecipe });
    await ctx.db
      .update(cookbooks)
      .set({ imageUrl: onCookbook })
      .where(eq(cookbooks.id, cookbookId));
    expect(await clean()).toEqual([]);
    expect(await stored()).toEqual([...both(onRecipe), ...both(onCookbook)].sort());
  });

  it('keeps unused images younger than a day (a form still open)', async () => {
    const fresh = await storedImage(DAY - 60_000);
    expect(await clean()).toEqual([]);
    expect(await stored()).toEqual(both(fresh).sort());
  });

  it('removes the image a recipe stopped using and the one of a deleted recipe', async () => {
    const first = await storedImage(3 * DAY);
    const second = await storedImage(3 * DAY);
    const gone = await storedImage(3 * DAY);
    const recipe = await createRecipe(ctx.db, { cookbookId, imageUrl: first });
    const doomed = await createRecipe(ctx.db, { cookbookId, imageUrl: gone });
    await ctx.db.update(recipes).set({ imageUrl: second }).where(eq(recipes.id, recipe.id));
    await ctx.db.delete(recipes).where(eq(recipes.id, doomed.id));
    expect((await clean()).sort()).toEqual([...both(first), ...both(gone)].sort());
    expect(await stored()).toEqual(both(second).sort());
  });

  it('keeps a card while its large image is used, and removes stray old files', async () => {
    const used = await storedImage(5 * DAY);
    await createRecipe(ctx.db, { cookbookId, imageUrl: used });
    // A card left without its large image, and a write interrupted before its rename.
    const orphan = await storage().save('recipes/orphan.card.webp', Buffer.from('x'), 'image/webp');
    const temp = await storage().save('recipes/half.webp.1a2b3c.tmp', Buffer.from('x'), 'x');
    age(orphan, 2 * DAY);
    age(temp, 2 * DAY);
    expect((await clean()).sort()).toEqual([orphan, temp].sort());
    expect(await stored()).toEqual(both(used).sort());
  });

  it('keeps an image a recipe starts using while the cleanup runs', async () => {
    const url = await storedImage(2 * DAY);
    // The reference arrives after the storage was listed, before anything is deleted.
    const racing: ImageStorage = Object.create(storage()) as ImageStorage;
    racing.list = async () => {
      const images = await storage().list();
      await createRecipe(ctx.db, { cookbookId, imageUrl: url });
      return images;
    };
    expect(await removeUnusedImages({ db: ctx.db, storage: racing })).toEqual([]);
    expect(await stored()).toEqual(both(url).sort());
  });

  it('leaves outside addresses alone', async () => {
    await createRecipe(ctx.db, { cookbookId, imageUrl: 'https://example.com/pie.jpg' });
    const unused = await storedImage(2 * DAY);
    expect((await clean()).sort()).toEqual(both(unused).sort());
  });
});

describe('card variants for images stored before card sizes', () => {
  it('creates the missing card of every referenced image, and only those', async () => {
    const cookbook = { id: cookbookId };
    const picture = (background: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .webp()
        .toBuffer();
    const legacy = await storage().save('recipes/soup-0a1b2c.webp', await picture('#a52'), 'w');
    const legacyBook = await storage().save('covers/book-3d4e5f.webp', await picture('#25a'), 'w');
    const unused = await storage().save('recipes/unused-6a7b8c.webp', await picture('#5a2'), 'w');
    await createRecipe(ctx.db, { cookbookId: cookbook.id, imageUrl: legacy });
    await createRecipe(ctx.db, { cookbookId: cookbook.id, imageUrl: '/uploads/recipes/lost.webp' });
    await createRecipe(ctx.db, { cookbookId: cookbook.id, imageUrl: 'https://example.com/a.jpg' });
    await ctx.db
      .update(cookbooks)
      .set({ imageUrl: legacyBook })
      .where(eq(cookbooks.id, cookbook.id));

    const made = await createMissingCardVariants({ db: ctx.db, storage: storage() });
    expect(made.sort()).toEqual([legacy, legacyBook].sort());
    for (const url of [legacy, legacyBook]) {
      const card = await sharp((await storage().read(cardImageUrl(url)!))!).metadata();
      expect([card.format, card.width, card.height]).toEqual(['webp', 600, 450]);
    }
    expect(await storage().has(cardImageUrl(unused)!)).toBe(false);
    // Nothing left to do the second time.
    expect(await createMissingCardVariants({ db: ctx.db, storage: storage() })).toEqual([]);
  });
});
