import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { families, userFamilies } from '#server/db/schema';
import { sha256Of } from '#server/modules/backup/backup-manifest';
import { listTables, quoteIdent } from '#server/modules/backup/backup-write';
import { LocalImageStorage } from '#server/modules/images/storage';
import { createUser } from './factories';
import { buildRecipeWorld } from './recipe-factories';

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A data folder of its own under the system's temp folder. */
export const tempDir = (prefix = 'fc-backup-') => mkdtempSync(path.join(os.tmpdir(), prefix));

/** Recipes, people, families and a few stored images (one referenced by a recipe). */
export async function seedBackupWorld(db: Database, storage: LocalImageStorage) {
  const world = await buildRecipeWorld(db);
  const urls = [];
  for (const [index, size] of [
    [1, 300],
    [2, 5000],
    [3, 70_000],
  ] as const) {
    const bytes = Buffer.alloc(size, index);
    urls.push(await storage.save(`recipes/image-${index}.webp`, bytes, 'image/webp'));
  }
  await db.execute(
    sql`update recipes set image_url = ${urls[0]} where id = ${world.recipes.stewA.id}`,
  );
  return world;
}

/** Rows per table of schema public. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await listTables(db)) {
    const result = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as "n" from ${quoteIdent(name)}`),
    );
    counts[name] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

/** Storage key to the sha256 of its bytes. */
export async function imageChecksums(storage: LocalImageStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const { url } of await storage.list()) {
    const bytes = await storage.read(url);
    if (bytes) sums[storage.keyFromUrl(url)!] = sha256Of(bytes);
  }
  return sums;
}

/**
 * Writes until stopped: each round a family and its first member in one transaction, so a
 * consistent snapshot never has a family of the loop without its member.
 */
export function keepWriting(db: Database) {
  let stopped = false;
  let rounds = 0;
  const user = createUser(db);
  const done = (async () => {
    const { id: userId } = await user;
    while (!stopped) {
      await db.transaction(async (tx) => {
        const [family] = await tx
          .insert(families)
          .values({ name: `Writer ${rounds}` })
          .returning();
        await tx.insert(userFamilies).values({ userId, familyId: family!.id, isAdmin: true });
      });
      rounds += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    started: user,
    async stop() {
      stopped = true;
      await done;
      return rounds;
    },
  };
}

/** Families the writer made that have no member (a torn snapshot would show some). */
export async function writerFamiliesWithoutMember(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as "n" from families f
    where f.name like 'Writer %'
      and not exists (select 1 from user_families m where m.family_id = f.id)`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export const storageIn = (dataDir: string) => LocalImageStorage.forDataDir(dataDir);
