import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#server/db/client';
import {
  appMeta,
  categories,
  cookbooks,
  directions,
  families,
  familyCookbooks,
  ingredients,
  recipes,
  roles,
  units,
  userFamilies,
  users,
} from '#server/db/schema';
import { createTestDatabase } from '#server/test-support/test-db';
import { LocalImageStorage } from '#server/modules/images/storage';
import { cardImageUrl } from '#shared/images/images.schemas';
import { registerUploads } from '#server/plugins/uploads';
import { PROJECT_ROOT } from '#server/lib/project-root';
import { DEMO_USERS } from './demo-data';
import {
  DemoAlreadySeededError,
  ensureDemoSeed,
  isDemoSeedDue,
  renderDemoImages,
  seedDemoData,
} from './seed';

let handle: DatabaseHandle;
let db: Database;
let tempDir: string;
let storage: LocalImageStorage;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'fc-seed-test-'));
  storage = LocalImageStorage.forDataDir(tempDir);
});

afterAll(async () => {
  await handle?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

const tables = {
  users,
  families,
  userFamilies,
  roles,
  cookbooks,
  familyCookbooks,
  categories,
  units,
  recipes,
  ingredients,
  directions,
  appMeta,
};

async function countAll() {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

async function userByEmail(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No seeded user ${email}`);
  const userRoles = await db.select().from(roles).where(eq(roles.userId, user.id));
  const memberships = await db
    .select({ family: families.name, isAdmin: userFamilies.isAdmin })
    .from(userFamilies)
    .innerJoin(families, eq(families.id, userFamilies.familyId))
    .where(eq(userFamilies.userId, user.id));
  return { user, roles: userRoles, memberships };
}

describe('demo seed', () => {
  // Rendering 30+ images takes a second or two; leave room for a busy CI machine.
  it('seeds a fresh database once', { timeout: 60_000 }, async () => {
    expect(await isDemoSeedDue(db)).toBe(true);
    // The server starts the pictures early (while the migrations run) and hands them over.
    expect(await ensureDemoSeed(db, storage, renderDemoImages(storage))).toBe('seeded');
    expect(await isDemoSeedDue(db)).toBe(false);
  });

  it('creates two families and users of every role', async () => {
    const counts = await countAll();
    expect(counts.families).toBe(2);
    expect(counts.users).toBeGreaterThanOrEqual(5);

    const alex = await userByEmail(DEMO_USERS.superAdmin);
    expect(alex.roles).toEqual([
      expect.objectContaining({ role: 'super_admin', cookbookId: null }),
    ]);
    expect(alex.memberships).toEqual([{ family: 'The Parkers', isAdmin: true }]);

    const editor = await userByEmail(DEMO_USERS.editor);
    expect(editor.roles.length).toBeGreaterThan(0);
    for (const r of editor.roles) {
      expect(r.role).toBe('cookbook_editor');
      expect(r.cookbookId).not.toBeNull();
    }
    expect(editor.memberships).toEqual([{ family: 'The Parkers', isAdmin: false }]);

    const sarah = await userByEmail(DEMO_USERS.parkerAdmin);
    expect(sarah.roles).toEqual([]);
    expect(sarah.memberships).toEqual([{ family: 'The Parkers', isAdmin: true }]);

    const lily = await userByEmail(DEMO_USERS.parkerMember);
    expect(lily.roles).toEqual([]);
    expect(lily.memberships).toEqual([{ family: 'The Parkers', isAdmin: false }]);

    const ada = await userByEmail(DEMO_USERS.okaforMember);
    expect(ada.roles).toEqual([]);
    expect(ada.memberships).toEqual([{ family: 'The Okafors', isAdmin: false }]);

    const chinedu = await userByEmail(DEMO_USERS.okaforAdmin);
    expect(chinedu.memberships).toEqual([{ family: 'The Okafors', isAdmin: true }]);

    const grace = await userByEmail(DEMO_USERS.twoFamilies);
    expect(grace.memberships.map((m) => m.family).sort()).toEqual(['The Okafors', 'The Parkers']);
  });

  it('marks exactly its people as demo people, as migration 0015 marks an older seed', async () => {
    const demoEmails = async () =>
      (await db.select({ email: users.email }).from(users).where(eq(users.isDemo, true)))
        .map((u) => u.email)
        .sort();
    const seeded = Object.values(DEMO_USERS).sort();
    expect(await demoEmails()).toEqual(seeded);
    // A database seeded before the column existed: the migration's update finds them.
    await db.update(users).set({ isDemo: false });
    const migration = readFileSync(path.join(PROJECT_ROOT, 'drizzle/0015_demo_people.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await db.execute(sql.raw(backfill));
    expect(await demoEmails()).toEqual(seeded);
  });

  it('creates public, private and one default cookbook per family', async () => {
    const books = await db.select().from(cookbooks);
    expect(books.length).toBeGreaterThanOrEqual(3);
    expect(books.every((b) => b.description)).toBe(true);
    const links = await db.select().from(familyCookbooks);
    const familyRows = await db.select().from(families);

    const publicBook = books.find((b) => b.isPublic)!;
    expect(publicBook).toBeDefined();
    expect(links.filter((l) => l.cookbookId === publicBook.id)).toHaveLength(2);

    const privateBooks = books.filter((b) => !b.isPublic);
    const parkers = familyRows.find((f) => f.name === 'The Parkers')!;
    const parkersOnly = privateBooks.find((b) => {
      const linked = links.filter((l) => l.cookbookId === b.id);
      return linked.length === 1 && linked[0]!.familyId === parkers.id && !linked[0]!.isDefault;
    });
    expect(parkersOnly?.name).toBe("Grandma's Recipes");

    for (const family of familyRows) {
      expect(links.filter((l) => l.familyId === family.id && l.isDefault)).toHaveLength(1);
    }
    expect(await db.$count(categories)).toBeGreaterThanOrEqual(books.length * 3);
  });

  it('creates 30+ complete recipes with stored images, written by editors', async () => {
    const recipeRows = await db.select().from(recipes);
    expect(recipeRows.length).toBeGreaterThanOrEqual(30);
    const ingredientRows = await db.select().from(ingredients);
    const directionRows = await db.select().from(directions);
    const roleRows = await db.select().from(roles);
    const superAdminIds = roleRows.filter((r) => r.role === 'super_admin').map((r) => r.userId);

    for (const recipe of recipeRows) {
      const own = ingredientRows.filter((i) => i.recipeId === recipe.id);
      expect(own.length, recipe.title).toBeGreaterThanOrEqual(3);
      const steps = directionRows
        .filter((d) => d.recipeId === recipe.id)
        .map((d) => d.stepNumber)
        .sort((a, b) => a - b);
      expect(steps.length, recipe.title).toBeGreaterThanOrEqual(2);
      expect(steps, recipe.title).toEqual(steps.map((_, i) => i + 1));

      const mayEdit =
        superAdminIds.includes(recipe.createdBy!) ||
        roleRows.some(
          (r) =>
            r.userId === recipe.createdBy &&
            r.role === 'cookbook_editor' &&
            r.cookbookId === recipe.cookbookId,
        );
      expect(mayEdit, recipe.title).toBe(true);

      const key = storage.keyFromUrl(recipe.imageUrl ?? '');
      expect(key, recipe.title).not.toBeNull();
      expect(existsSync(path.join(storage.rootDir, key!))).toBe(true);
      // Through the image pipeline: a content-hash name and a card-size variant beside it.
      expect(recipe.imageUrl).toMatch(/^\/uploads\/recipes\/[0-9a-f]{32}\.webp$/);
      expect(await storage.has(cardImageUrl(recipe.imageUrl!)!), recipe.title).toBe(true);
    }
    expect(new Set(recipeRows.map((r) => r.imageUrl)).size).toBe(recipeRows.length);
  });

  it('writes quantities in every format and uses metric and US units', async () => {
    const quantities = (await db.select({ q: ingredients.quantity }).from(ingredients)).map(
      (r) => r.q,
    );
    expect(quantities).toContain(null);
    const written = quantities.filter((q): q is string => q !== null);
    expect(written.some((q) => /^\d+$/.test(q))).toBe(true);
    expect(written.some((q) => /^\d+\.\d+$/.test(q))).toBe(true);
    expect(written.some((q) => /^\d+\/\d+$/.test(q))).toBe(true);
    expect(written.some((q) => /^\d+ \d+\/\d+$/.test(q))).toBe(true);
    expect(written.every((q) => /^\d+(\.\d+)?$|^(\d+ )?\d+\/\d+$/.test(q))).toBe(true);

    const unitRows = await db.select().from(units);
    expect(unitRows.some((u) => u.system === 'metric')).toBe(true);
    expect(unitRows.some((u) => u.system === 'us')).toBe(true);
    const used = await db
      .selectDistinct({ system: units.system })
      .from(ingredients)
      .innerJoin(units, eq(units.id, ingredients.unitId));
    expect(used.map((u) => u.system)).toEqual(expect.arrayContaining(['metric', 'us']));
  });

  it('does nothing the second time', { timeout: 60_000 }, async () => {
    const before = await countAll();
    expect(await ensureDemoSeed(db, storage)).toBe('already-seeded');
    // Even called directly (a second process that passed the check), it writes nothing.
    await expect(seedDemoData(db, storage)).rejects.toBeInstanceOf(DemoAlreadySeededError);
    expect(await countAll()).toEqual(before);
  });
});

describe('uploads route and local storage', () => {
  it('serves stored images with long cache headers and 404s the rest', async () => {
    const app = Fastify();
    await registerUploads(app, storage.rootDir);
    const [recipe] = await db.select({ imageUrl: recipes.imageUrl }).from(recipes).limit(1);

    const found = await app.inject({ url: recipe!.imageUrl! });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('image/webp');
    expect(found.headers['cache-control']).toContain('max-age=31536000');
    expect(found.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const missing = await app.inject({ url: '/uploads/recipes/nothing-here.webp' });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
    await app.close();
  });

  it('rejects unsafe keys and deletes only its own files', async () => {
    const data = Buffer.from('x');
    for (const key of ['../escape.webp', '/etc/passwd', 'a/../../b.webp', '', '.hidden', 'a\\b']) {
      await expect(storage.save(key, data, 'image/webp'), key).rejects.toThrow(/Unsafe/);
    }
    const url = await storage.save('tests/one.webp', data, 'image/webp');
    expect(url).toBe('/uploads/tests/one.webp');
    expect(existsSync(path.join(storage.rootDir, 'tests/one.webp'))).toBe(true);
    await storage.delete(url);
    await storage.delete(url);
    await storage.delete('https://example.com/picture.webp');
    expect(existsSync(path.join(storage.rootDir, 'tests/one.webp'))).toBe(false);
  });
});
