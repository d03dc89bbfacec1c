import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#server/db/client';
import { pantryItems, shoppingListItems, shoppingLists, userFamilies } from '#server/db/schema';
import { actorsOf, expectRefusal } from '#server/test-support/access-actors';
import { addMember, createUser } from '#server/test-support/factories';
import { createMealPlan, createStagedRecipe } from '#server/test-support/meal-plan-factories';
import { createNote, useRecipeWorld } from '#server/test-support/recipe-factories';
import { createTestDatabase } from '#server/test-support/test-db';
import { PANTRY_ITEM_NOT_FOUND_MESSAGE } from '#shared/pantry/pantry.schemas';
import { ITEM_NOT_FOUND_MESSAGE } from '#shared/shopping/shopping-lists.schemas';
import { PERMISSION_RULES, PERMISSIONS } from './permissions';
import { requireAccess } from './require-access';

/**
 * Families and their rows: each permission allowed, refused to a foreign family's member (404,
 * as if the row did not exist) or to a member without the right (403), and super admins.
 */
describe('requireAccess on families and their rows', () => {
  const ctx = {} as { handle: DatabaseHandle; db: Database };
  beforeAll(async () => {
    ctx.handle = await createTestDatabase();
    ctx.db = ctx.handle.db;
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  const w = useRecipeWorld(ctx);
  const as = () => actorsOf(w);
  const NO_SUCH_ID = 2_000_000_000;
  const familyNotFound = [404, 'Family not found'] as const;

  it('family.member: members only, super admins of other families included', async () => {
    await requireAccess(ctx.db, as().memberA, 'family.member', [w.familyA.id]);
    await expectRefusal(
      requireAccess(ctx.db, as().memberA, 'family.member', [w.familyB.id]),
      ...familyNotFound,
    );
    await expectRefusal(
      requireAccess(ctx.db, as().superAdmin, 'family.member', [w.familyB.id]),
      ...familyNotFound,
    );
  });

  it('family.readMembers: members, and super admins for any family that exists', async () => {
    await requireAccess(ctx.db, as().memberA, 'family.readMembers', [w.familyA.id]);
    await requireAccess(ctx.db, as().superAdmin, 'family.readMembers', [w.familyB.id]);
    await expectRefusal(
      requireAccess(ctx.db, as().outsider, 'family.readMembers', [w.familyA.id]),
      ...familyNotFound,
    );
    await expectRefusal(
      requireAccess(ctx.db, as().superAdmin, 'family.readMembers', [NO_SUCH_ID]),
      ...familyNotFound,
    );
  });

  it('family.rename: its admins and any super admin; 403 to a member, 404 to others', async () => {
    await requireAccess(ctx.db, as().adminA, 'family.rename', [w.familyA.id]);
    await requireAccess(ctx.db, as().superAdmin, 'family.rename', [w.familyB.id]);
    const refused = [403, 'Only a family admin can rename the family'] as const;
    await expectRefusal(
      requireAccess(ctx.db, as().memberA, 'family.rename', [w.familyA.id]),
      ...refused,
    );
    await expectRefusal(
      requireAccess(ctx.db, as().memberB, 'family.rename', [w.familyA.id]),
      ...familyNotFound,
    );
    await expectRefusal(
      requireAccess(ctx.db, as().superAdmin, 'family.rename', [NO_SUCH_ID]),
      ...familyNotFound,
    );
  });

  it('family.hideRecipes: its admins and super admins who belong to it', async () => {
    await requireAccess(ctx.db, as().adminA, 'family.hideRecipes', [w.familyA.id]);
    await requireAccess(ctx.db, as().superAdmin, 'family.hideRecipes', [w.familyA.id]);
    await expectRefusal(
      requireAccess(ctx.db, as().memberA, 'family.hideRecipes', [w.familyA.id]),
      403,
      'Only family admins can hide or show recipes',
    );
    await expectRefusal(
      requireAccess(ctx.db, as().superAdmin, 'family.hideRecipes', [w.familyB.id]),
      ...familyNotFound,
    );
  });

  it('user.readMembership: oneself, or anyone for a super admin', async () => {
    await requireAccess(ctx.db, as().memberA, 'user.readMembership', [w.users.memberA.id]);
    await requireAccess(ctx.db, as().superAdmin, 'user.readMembership', [w.users.memberB.id]);
    await expectRefusal(
      requireAccess(ctx.db, as().memberA, 'user.readMembership', [w.users.memberB.id]),
      403,
      'You can only look up your own membership',
    );
  });

  it('note.delete: its author while still a member of its family', async () => {
    const author = await createUser(ctx.db);
    await addMember(ctx.db, author.id, w.familyA.id);
    const actor = { ...as().memberA, id: author.id };
    const note = await createNote(ctx.db, {
      recipeId: w.recipes.stewA.id,
      familyId: w.familyA.id,
      userId: author.id,
    });
    await requireAccess(ctx.db, actor, 'note.delete', [note.id]);
    const notFound = [404, 'Note not found'] as const;
    for (const other of [as().adminA, as().superAdmin]) {
      await expectRefusal(requireAccess(ctx.db, other, 'note.delete', [note.id]), ...notFound);
    }
    await ctx.db
      .delete(userFamilies)
      .where(and(eq(userFamilies.userId, author.id), eq(userFamilies.familyId, w.familyA.id)));
    await expectRefusal(requireAccess(ctx.db, actor, 'note.delete', [note.id]), ...notFound);
  });

  it("mealPlan.edit and stagedRecipe.edit: members of the row's family", async () => {
    const familyId = w.familyA.id;
    const plan = await createMealPlan(ctx.db, { familyId, recipeId: w.recipes.stewA.id });
    const staged = await createStagedRecipe(ctx.db, { familyId, userId: w.users.memberA.id });
    await requireAccess(ctx.db, as().memberA, 'mealPlan.edit', [plan.id]);
    await requireAccess(ctx.db, as().editorA, 'stagedRecipe.edit', [staged.id]);
    for (const other of [as().memberB, as().outsider]) {
      await expectRefusal(
        requireAccess(ctx.db, other, 'mealPlan.edit', [plan.id]),
        404,
        'Meal plan not found',
      );
      await expectRefusal(
        requireAccess(ctx.db, other, 'stagedRecipe.edit', [staged.id]),
        404,
        'Staged recipe not found',
      );
    }
  });

  it("shoppingListItem.check: members of the list's family", async () => {
    const [list] = await ctx.db
      .insert(shoppingLists)
      .values({ familyId: w.familyA.id, weekStartDate: '2030-01-06', weekEndDate: '2030-01-12' })
      .returning();
    const [item] = await ctx.db
      .insert(shoppingListItems)
      .values({ shoppingListId: list!.id, name: 'milk', category: 'Dairy' })
      .returning();
    await requireAccess(ctx.db, as().adminA, 'shoppingListItem.check', [item!.id]);
    await expectRefusal(
      requireAccess(ctx.db, as().memberB, 'shoppingListItem.check', [item!.id]),
      404,
      ITEM_NOT_FOUND_MESSAGE,
    );
  });

  it("pantryItem.edit: members of the item's family; no one else", async () => {
    const [item] = await ctx.db
      .insert(pantryItems)
      .values({ familyId: w.familyA.id, name: 'rice', nameKey: 'rice', category: 'Pantry' })
      .returning();
    await requireAccess(ctx.db, as().memberA, 'pantryItem.edit', [item!.id]);
    for (const other of [as().memberB, as().outsider]) {
      await expectRefusal(
        requireAccess(ctx.db, other, 'pantryItem.edit', [item!.id, NO_SUCH_ID]),
        404,
        PANTRY_ITEM_NOT_FOUND_MESSAGE,
      );
    }
  });
});

describe('the permission rules', () => {
  it('refuse with 403 or 404, and ask first only permissions that refuse with 404', () => {
    for (const permission of PERMISSIONS) {
      const rule = PERMISSION_RULES[permission];
      expect([403, 404]).toContain(rule.denied().statusCode);
      if (rule.after) expect(PERMISSION_RULES[rule.after].denied().statusCode).toBe(404);
    }
  });
});
