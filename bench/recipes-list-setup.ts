/**
 * What bench/recipes-list.ts prepares before it starts the server, and what it weighs after:
 * a fresh database with realistic recipes and the sessions of the people it plays.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { analyzeDatabase } from '#server/db/db-maintenance';
import { runMigrations } from '#server/db/migrate';
import { roles, userFamilies, users } from '#server/db/schema';
import { signInAs } from '#server/test-support/factories';
import { membersWithSessions } from './live-streams';
import { bodyBytes, rawBody } from './recipes-list-tools';
import { seedManyRecipes } from './seed-many-recipes';
import type { StoreKind } from './server-memory-stores';

export type Card = {
  id: number;
  title: string;
  imageUrl: string | null;
  category: { id: number };
  cookbook: { id: number };
};

/** A fresh database with `size` recipes, and the sessions of the people the bench plays. */
export async function seedStore(kind: StoreKind, size: number, liveStreams: number) {
  const store = await kind.fresh();
  const handle = await store.open();
  await runMigrations(handle);
  const seed = await seedManyRecipes(handle.db, { visible: size, ingredientsPerRecipe: 8 });
  const person = async (email: string, superAdmin: boolean) => {
    const [user] = await handle.db.insert(users).values({ email, name: email }).returning();
    await handle.db.insert(userFamilies).values({ userId: user!.id, familyId: seed.familyId });
    if (superAdmin) await handle.db.insert(roles).values({ userId: user!.id, role: 'super_admin' });
    return signInAs(handle.db, user!.id);
  };
  const people = {
    me: await signInAs(handle.db, seed.userId),
    partner: await person('partner@example.test', false),
    editor: await person('editor@example.test', true),
    listeners:
      liveStreams > 0 ? await membersWithSessions(handle.db, seed.familyId, liveStreams) : [],
  };
  await analyzeDatabase(handle.db);
  await handle.close();
  return { store, seed, people };
}

/**
 * The size of an answer in an encoding once it has its final form: a new list is first sent
 * with quick encodings, swapped for the smaller final ones once it stayed unchanged for a
 * second (decision 032), so it is asked for until two answers 1.5 s apart weigh the same.
 */
async function settledBytes(url: string, headers: Record<string, string>) {
  let last = -1;
  for (let tries = 0; tries < 20; tries++) {
    const { bytes } = await bodyBytes(url, headers);
    if (bytes === last) return bytes;
    last = bytes;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return last;
}

/** What the answers weigh as sent, and how much of the brotli list the image names take. */
export async function weigh(baseUrl: string, familyId: number, me: Record<string, string>) {
  const listUrl = `${baseUrl}/api/families/${familyId}/recipes`;
  const bytes = async (url: string, encoding: string) => ({
    bytes: await settledBytes(url, { ...me, 'accept-encoding': encoding }),
  });
  const plain = await rawBody(listUrl, me);
  const cards = JSON.parse(plain.body.toString()) as Card[];
  const brotli = (value: unknown) =>
    brotliCompressSync(JSON.stringify(value), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length;
  return {
    cards,
    identity: plain.body.length,
    gzip: (await bytes(listUrl, 'gzip')).bytes,
    br: (await bytes(listUrl, 'br')).bytes,
    brWithoutImages: brotli(cards.map((card) => ({ ...card, imageUrl: null }))),
    marks: (await bytes(`${baseUrl}/api/families/${familyId}/recipe-marks`, 'br')).bytes,
    index: (await bytes(`${listUrl}/search-index`, 'br')).bytes,
  };
}
