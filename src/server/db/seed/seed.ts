import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
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
  userPreferences,
  users,
} from '#server/db/schema';
import type { ImageStorage } from '#server/modules/images/storage';
import {
  DEMO_COOKBOOKS,
  DEMO_FAMILIES,
  DEMO_PEOPLE,
  DEMO_USERS,
  type DemoFamilyKey,
  type DemoUserKey,
} from './demo-data';
import { generateRecipeImages } from './recipe-images';

/** app_meta key whose row says the demo data is in this database. */
export const DEMO_SEED_KEY = 'demo_seed';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Thrown by seedDemoData when the database already holds the demo data; nothing was written. */
export class DemoAlreadySeededError extends Error {
  constructor() {
    super('The demo data has already been seeded in this database');
    this.name = 'DemoAlreadySeededError';
  }
}

/**
 * Seeds the demo data unless it is there already. The cheap check first spares every restart
 * the image rendering; seedDemoData's own claim settles a race between processes starting at
 * the same time. `images`: the pictures, if their rendering was started earlier.
 */
export async function ensureDemoSeed(
  db: Database,
  storage: ImageStorage,
  images?: Promise<Map<string, string>>,
): Promise<'seeded' | 'already-seeded'> {
  if (await isDemoSeeded(db)) return 'already-seeded';
  try {
    await seedDemoData(db, storage, images);
    return 'seeded';
  } catch (error) {
    if (error instanceof DemoAlreadySeededError) return 'already-seeded';
    throw error;
  }
}

export async function isDemoSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEED_KEY))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the demo data is still to be seeded, asked before the migrations ran (a new database
 * has no app_meta yet): the server then renders its pictures while the migrations run.
 */
export async function isDemoSeedDue(db: Database): Promise<boolean> {
  const result: unknown = await db.execute(
    sql`select to_regclass('app_meta') is not null as "hasMeta"`,
  );
  const [row] = (result as { rows: { hasMeta: boolean }[] }).rows;
  return !row?.hasMeta || !(await isDemoSeeded(db));
}

const DEMO_RECIPES = DEMO_COOKBOOKS.flatMap((c) => c.recipes);

/**
 * Renders and stores the demo recipes' pictures (slug → URL): the slow part of the seed
 * (20–30 s for the 34 pictures on a busy 2-core machine), which needs no database.
 */
export function renderDemoImages(storage: ImageStorage): Promise<Map<string, string>> {
  return generateRecipeImages(storage, DEMO_RECIPES);
}

/**
 * Writes every demo row and the app_meta marker in one transaction. Images are rendered and
 * stored first (or were being rendered already: `images`), outside it, so the transaction
 * (which holds PGlite's only connection) stays short; if it fails, the files are simply
 * overwritten with identical bytes next time.
 */
export async function seedDemoData(
  db: Database,
  storage: ImageStorage,
  images = renderDemoImages(storage),
): Promise<void> {
  const imageUrls = await images;
  await db.transaction(async (tx) => {
    // Inserting the marker first claims the seed: a concurrent seeder's insert waits on this
    // row and then does nothing, so the data can only ever be written once.
    const claimed = await tx
      .insert(appMeta)
      .values({
        key: DEMO_SEED_KEY,
        value: { seededAt: new Date().toISOString(), recipes: DEMO_RECIPES.length },
      })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) throw new DemoAlreadySeededError();
    await insertDemoRows(tx, imageUrls);
  });
}

async function insertDemoRows(tx: Tx, imageUrls: Map<string, string>) {
  const familyIds = await insertFamilies(tx);
  const userIds = await insertPeople(tx, familyIds);
  const unitIds = await findUnitIds(tx);
  for (const book of DEMO_COOKBOOKS) {
    const [cookbook] = await tx
      .insert(cookbooks)
      .values({ name: book.name, description: book.description, isPublic: book.isPublic })
      .returning({ id: cookbooks.id });
    const cookbookId = cookbook!.id;
    await tx.insert(familyCookbooks).values(
      book.families.map((f) => ({
        familyId: familyIds[f.family],
        cookbookId,
        isDefault: f.isDefault,
      })),
    );
    if (book.editors.length > 0) {
      await tx.insert(roles).values(
        book.editors.map((e) => ({
          userId: userIds[e],
          role: 'cookbook_editor' as const,
          cookbookId,
        })),
      );
    }
    const categoryRows = await tx
      .insert(categories)
      .values(book.categories.map((name) => ({ cookbookId, name })))
      .returning({ id: categories.id, name: categories.name });
    const categoryIds = new Map(categoryRows.map((c) => [c.name, c.id]));

    const recipeRows = await tx
      .insert(recipes)
      .values(
        book.recipes.map((r) => ({
          cookbookId,
          categoryId: required(categoryIds.get(r.category), `category ${r.category}`),
          title: r.title,
          subtitle: r.subtitle,
          imageUrl: imageUrls.get(r.slug) ?? null,
          servings: r.servings,
          prepTime: r.prepTime,
          cookTime: r.cookTime,
          createdBy: userIds[book.author],
        })),
      )
      .returning({ id: recipes.id, title: recipes.title });
    // Matched by title, not by position: Postgres does not promise RETURNING order.
    const recipeIds = new Map(recipeRows.map((r) => [r.title, r.id]));
    const ingredientRows = book.recipes.flatMap((r) =>
      r.ingredients.map(([quantity, unit, text], i) => ({
        recipeId: required(recipeIds.get(r.title), r.title),
        position: i + 1,
        quantity,
        unitId: unit === null ? null : required(unitIds[unit], `unit ${unit}`),
        text,
      })),
    );
    const directionRows = book.recipes.flatMap((r) =>
      r.directions.map((text, i) => ({
        recipeId: required(recipeIds.get(r.title), r.title),
        stepNumber: i + 1,
        text,
      })),
    );
    await tx.insert(ingredients).values(ingredientRows);
    await tx.insert(directions).values(directionRows);
  }
}

async function insertFamilies(tx: Tx): Promise<Record<DemoFamilyKey, number>> {
  const keys = Object.keys(DEMO_FAMILIES) as DemoFamilyKey[];
  const ids = {} as Record<DemoFamilyKey, number>;
  for (const key of keys) {
    const [row] = await tx
      .insert(families)
      .values({ name: DEMO_FAMILIES[key] })
      .returning({ id: families.id });
    ids[key] = row!.id;
  }
  return ids;
}

async function insertPeople(
  tx: Tx,
  familyIds: Record<DemoFamilyKey, number>,
): Promise<Record<DemoUserKey, number>> {
  const ids = {} as Record<DemoUserKey, number>;
  // One at a time, so ids follow DEMO_PEOPLE's order (the sign-in picker lists by id).
  for (const person of DEMO_PEOPLE) {
    const [row] = await tx
      .insert(users)
      // Marked: the demo sign-in offers these people and no one else.
      .values({ email: DEMO_USERS[person.key], name: person.name, picture: null, isDemo: true })
      .returning({ id: users.id });
    ids[person.key] = row!.id;
  }
  await tx.insert(userFamilies).values(
    DEMO_PEOPLE.flatMap((p) =>
      p.memberships.map((m) => ({
        userId: ids[p.key],
        familyId: familyIds[m.family],
        isAdmin: m.isAdmin,
      })),
    ),
  );
  await tx.insert(userPreferences).values(
    DEMO_PEOPLE.map((p) => ({
      userId: ids[p.key],
      preferredFamilyId: familyIds[p.memberships[0]!.family],
    })),
  );
  const superAdmins = DEMO_PEOPLE.filter((p) => p.superAdmin);
  if (superAdmins.length > 0) {
    await tx
      .insert(roles)
      .values(superAdmins.map((p) => ({ userId: ids[p.key], role: 'super_admin' as const })));
  }
  return ids;
}

/** Units are reference data from the migrations (0001_standard_units); look up their ids. */
async function findUnitIds(tx: Tx): Promise<Record<string, number>> {
  const rows = await tx.select({ id: units.id, name: units.name }).from(units);
  return Object.fromEntries(rows.map((u) => [u.name.toLowerCase(), u.id]));
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`);
  return value;
}
