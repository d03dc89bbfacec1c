import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '#server/db/client';
import * as schema from '#server/db/schema';
import {
  directions,
  favorites,
  hiddenRecipes,
  ingredients,
  notes,
  recipes,
  units,
  userActiveCookbooks,
  userPreferences,
} from '#server/db/schema';
import {
  addMember,
  createCategory,
  createCookbook,
  createFamily,
  createUser,
  grantEditor,
  signInAs,
} from './factories';

const unique = () => randomBytes(4).toString('hex');

/** [quantity as written, unit name (a standard unit) or null, text]. */
export type IngredientSpec = readonly [string | null, string | null, string];

/**
 * A recipe with ingredients and directions. Without `categoryId` a category is made in the
 * cookbook. Units are looked up by name among the standard units the migrations insert.
 */
export async function createRecipe(
  db: Database,
  values: Partial<typeof recipes.$inferInsert> & {
    cookbookId: number;
    ingredients?: readonly IngredientSpec[];
    directions?: readonly string[];
  },
) {
  const { ingredients: ingredientSpecs = [], directions: steps = [], ...rest } = values;
  const categoryId = rest.categoryId ?? (await createCategory(db, rest.cookbookId)).id;
  const [recipe] = await db
    .insert(recipes)
    .values({ title: `Recipe ${unique()}`, ...rest, categoryId })
    .returning();
  if (ingredientSpecs.length > 0) {
    const unitRows = await db.select({ id: units.id, name: units.name }).from(units);
    const unitIds = new Map(unitRows.map((u) => [u.name, u.id]));
    await db.insert(ingredients).values(
      ingredientSpecs.map(([quantity, unit, text], i) => ({
        recipeId: recipe!.id,
        position: i + 1,
        quantity,
        unitId: unit === null ? null : unitIds.get(unit)!,
        text,
      })),
    );
  }
  if (steps.length > 0) {
    await db
      .insert(directions)
      .values(steps.map((text, i) => ({ recipeId: recipe!.id, stepNumber: i + 1, text })));
  }
  return recipe!;
}

export async function createNote(
  db: Database,
  values: { recipeId: number; familyId: number; userId: number; text?: string; createdAt?: Date },
) {
  const [note] = await db
    .insert(notes)
    .values({ text: `Note ${unique()}`, ...values })
    .returning();
  return note!;
}

export async function addFavoriteMark(db: Database, userId: number, recipeId: number) {
  await db.insert(favorites).values({ userId, recipeId });
}

export async function hideForFamily(db: Database, recipeId: number, familyId: number) {
  await db.insert(hiddenRecipes).values({ recipeId, familyId });
}

export async function setShowHidden(db: Database, userId: number, showHiddenRecipes: boolean) {
  await db
    .insert(userPreferences)
    .values({ userId, showHiddenRecipes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { showHiddenRecipes } });
}

export async function setPreferredFamily(db: Database, userId: number, familyId: number) {
  await db
    .insert(userPreferences)
    .values({ userId, preferredFamilyId: familyId })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferredFamilyId: familyId } });
}

export async function setCookbookActive(
  db: Database,
  userId: number,
  cookbookId: number,
  isActive: boolean,
) {
  await db
    .insert(userActiveCookbooks)
    .values({ userId, cookbookId, isActive })
    .onConflictDoUpdate({
      target: [userActiveCookbooks.userId, userActiveCookbooks.cookbookId],
      set: { isActive },
    });
}

/**
 * The cast of the recipe route tests. Families A and B; a public cookbook, a private one for
 * each family and a private one linked to no family; users in every role:
 *
 * - memberA / memberB: plain members of A / B;
 * - adminA: family admin of A;
 * - editorA: member of A and cookbook editor of bookA (not of the others);
 * - lonelyEditor: member of B, editor of the unlinked cookbook only;
 * - superAdmin: super admin, plain member of A;
 * - outsider: signed in, no family, no role.
 */
export async function buildRecipeWorld(db: Database) {
  const familyA = await createFamily(db, 'Family A');
  const familyB = await createFamily(db, 'Family B');
  const books = {
    public: await createCookbook(db, { name: 'Public Book', isPublic: true }),
    a: await createCookbook(db, { name: 'Book A', familyId: familyA.id, isDefault: true }),
    b: await createCookbook(db, { name: 'Book B', familyId: familyB.id, isDefault: true }),
    lonely: await createCookbook(db, { name: 'Lonely Book' }),
  };
  const users = {
    memberA: await createUser(db, { name: 'Member A', picture: 'https://img.test/a.png' }),
    memberB: await createUser(db, { name: 'Member B' }),
    adminA: await createUser(db, { name: 'Admin A' }),
    editorA: await createUser(db, { name: 'Editor A' }),
    lonelyEditor: await createUser(db, { name: 'Lonely Editor' }),
    superAdmin: await createUser(db, { name: 'Super Admin', superAdmin: true }),
    outsider: await createUser(db, { name: 'Outsider' }),
  };
  await addMember(db, users.memberA.id, familyA.id);
  await addMember(db, users.memberB.id, familyB.id);
  await addMember(db, users.adminA.id, familyA.id, true);
  await addMember(db, users.editorA.id, familyA.id);
  await addMember(db, users.lonelyEditor.id, familyB.id);
  await addMember(db, users.superAdmin.id, familyA.id);
  await grantEditor(db, users.editorA.id, books.a.id);
  await grantEditor(db, users.lonelyEditor.id, books.lonely.id);

  const recipe = (cookbookId: number, title: string) =>
    createRecipe(db, {
      cookbookId,
      title,
      subtitle: `${title} subtitle`,
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      ingredients: [
        ['1 1/2', 'cup', 'flour'],
        ['2', null, 'eggs'],
        [null, null, 'salt to taste'],
      ],
      directions: ['Mix.', 'Bake.'],
    });
  const recipes = {
    publicPie: await recipe(books.public.id, 'Apple Pie'),
    stewA: await recipe(books.a.id, 'Beef Stew'),
    soupA: await recipe(books.a.id, 'carrot soup'),
    riceB: await recipe(books.b.id, 'Jollof Rice'),
    lonelySauce: await recipe(books.lonely.id, 'Secret Sauce'),
  };
  const cookies = {} as Record<keyof typeof users, { cookie: string }>;
  for (const key of Object.keys(users) as (keyof typeof users)[]) {
    cookies[key] = await signInAs(db, users[key].id);
  }
  return { familyA, familyB, books, users, recipes, cookies };
}

export type RecipeWorld = Awaited<ReturnType<typeof buildRecipeWorld>>;

/**
 * The recipe world of a test file, built once before its tests (filled in place, so it can be
 * a `const` read inside tests), with `clearBeforeEach` tables emptied before every test.
 */
export function useRecipeWorld(ctx: { db: Database }, ...clearBeforeEach: PgTable[]) {
  const world = {} as RecipeWorld;
  beforeAll(async () => {
    Object.assign(world, await buildRecipeWorld(ctx.db));
  });
  if (clearBeforeEach.length > 0) {
    beforeEach(async () => {
      for (const table of clearBeforeEach) await ctx.db.delete(table);
    });
  }
  return world;
}

/** A second Database on the same connection that records every SQL statement it runs. */
export function queryRecordingDb(handle: DatabaseHandle, log: string[]): Database {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery: (query: string) => void log.push(query) };
  return handle.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger });
}
