import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cookbooks, familyCookbooks, mealPlans, recipes, stagedRecipes } from '#server/db/schema';
import { qualified as q } from '#server/db/sql-helpers';
import { editsCookbook, visibleInFamiliesOf } from '#server/access/visibility-sql';

/** What the cookbook grid shows of a cookbook, besides its own columns. */
const cookbookColumns = {
  id: cookbooks.id,
  name: cookbooks.name,
  description: cookbooks.description,
  imageUrl: cookbooks.imageUrl,
  isPublic: cookbooks.isPublic,
  createdAt: cookbooks.createdAt,
  isDefaultFamilyCookbook: sql<boolean>`exists (
    select 1 from ${familyCookbooks}
    where ${q(familyCookbooks.cookbookId)} = ${q(cookbooks.id)} and ${q(familyCookbooks.isDefault)})`,
  recipeCount: sql<number>`(
    select count(*) from ${recipes} where ${q(recipes.cookbookId)} = ${q(cookbooks.id)})::int`,
};

export type CookbookRow = {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  isPublic: boolean;
  createdAt: Date;
  isDefaultFamilyCookbook: boolean;
  recipeCount: number;
};

/**
 * The cookbooks `userId` may view (public, linked to one of their families, or theirs to
 * edit), or every cookbook when `all`; by name as people read it, ties by id.
 */
export async function findViewableCookbooks(
  db: DbOrTx,
  userId: number,
  all: boolean,
): Promise<CookbookRow[]> {
  const where: SQL = all
    ? sql`true`
    : sql`(${visibleInFamiliesOf(userId)} or ${editsCookbook(userId)})`;
  return db
    .select(cookbookColumns)
    .from(cookbooks)
    .where(where)
    .orderBy(sql`lower(${q(cookbooks.name)})`, asc(cookbooks.id));
}

export async function findCookbookRow(db: DbOrTx, cookbookId: number): Promise<CookbookRow | null> {
  const rows = await db
    .select(cookbookColumns)
    .from(cookbooks)
    .where(eq(cookbooks.id, cookbookId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the cookbook for a change or its deletion: a concurrent link to a family (which
 * takes a key-share lock on it) waits until this transaction ends. False when there is none.
 */
export async function lockCookbook(tx: DbOrTx, cookbookId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: cookbooks.id })
    .from(cookbooks)
    .where(eq(cookbooks.id, cookbookId))
    .for('update')
    .limit(1);
  return rows.length > 0;
}

export type CookbookValues = { name: string; description: string | null; isPublic: boolean };

export async function insertCookbook(tx: DbOrTx, values: CookbookValues): Promise<number> {
  const [row] = await tx.insert(cookbooks).values(values).returning({ id: cookbooks.id });
  return row!.id;
}

export async function updateCookbook(tx: DbOrTx, cookbookId: number, values: CookbookValues) {
  await tx.update(cookbooks).set(values).where(eq(cookbooks.id, cookbookId));
}

/**
 * Meal plan entries and staged items that use a recipe of the cookbook: what turns into
 * placeholders when it goes.
 */
export async function countPlansUsingCookbook(tx: DbOrTx, cookbookId: number): Promise<number> {
  const ofCookbook = tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.cookbookId, cookbookId));
  const [plans] = await tx
    .select({ n: count() })
    .from(mealPlans)
    .where(inArray(mealPlans.recipeId, ofCookbook));
  const [staged] = await tx
    .select({ n: count() })
    .from(stagedRecipes)
    .where(inArray(stagedRecipes.recipeId, ofCookbook));
  return (plans?.n ?? 0) + (staged?.n ?? 0);
}

/**
 * Deletes the cookbook's recipes, then the cookbook. The recipes go first, by themselves:
 * recipes.category_id is ON DELETE RESTRICT, so a cascade that reached the categories before
 * the recipes would fail. Each deleted recipe leaves placeholders in the plans and staged
 * items that used it (the recipes_leave_placeholders trigger, drizzle/0004); categories,
 * family links, editor roles and active-cookbook choices go with the cookbook (ON DELETE
 * CASCADE). Returns how many recipes went.
 */
export async function deleteCookbookWithRecipes(tx: DbOrTx, cookbookId: number): Promise<number> {
  const gone = await tx
    .delete(recipes)
    .where(eq(recipes.cookbookId, cookbookId))
    .returning({ id: recipes.id });
  await tx.delete(cookbooks).where(eq(cookbooks.id, cookbookId));
  return gone.length;
}
