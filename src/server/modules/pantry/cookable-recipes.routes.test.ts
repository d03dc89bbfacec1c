import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ingredients, pantryItems, recipes } from '#server/db/schema';
import { buildCookableWorld, type CookableWorld } from '#server/test-support/cookable-factories';
import { pantryCalls } from '#server/test-support/pantry-factories';
import { addFavoriteMark } from '#server/test-support/recipe-factories';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import type { CookableRecipes } from '#shared/pantry/cookable-recipes.schemas';

/**
 * "What can we cook?" (product rule: cook-from-pantry): the family's recipes as its list shows
 * them, ranked by the share of ingredients the pantry has, staples left out.
 */
describe('cookable recipes', () => {
  const ctx = useTestApp();
  let w: CookableWorld;

  const cookable = async (who: Who, familyId: number, query = '') => {
    return injectAs(ctx.app, who).get(`/api/families/${familyId}/cookable-recipes${query}`);
  };
  const ranking = async (query = '') => {
    const res = await cookable(w.memberA, w.familyA.id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CookableRecipes>();
  };
  const stock = async (...bodies: object[]) => {
    for (const body of bodies) {
      const res = await pantryCalls(ctx.app, w.memberA).add(w.familyA.id, body);
      expect(res.statusCode, res.body).toBe(201);
    }
  };

  beforeAll(async () => {
    w = await buildCookableWorld(ctx.db);
  });
  beforeEach(async () => {
    await ctx.db.delete(pantryItems);
  });

  it('ranks a fully covered recipe first and names what the others miss', async () => {
    await stock(
      { line: 'spaghetti' },
      { line: '1 lemon juice' },
      { line: '200 g parmesan' },
      { name: 'salt', isStaple: true },
      { line: '3 potatoes' },
      { line: 'onion' },
    );
    const answer = await ranking();
    expect(answer.recipes.map((r) => [r.title, r.covered, r.total, r.missing])).toEqual([
      ['Lemon pasta', 3, 3, []],
      ['Creamy soup', 2, 4, ['cream', 'parsley']],
      ['Omelette', 0, 3, ['eggs', 'milk', 'butter']],
    ]);
    expect(answer.ranked).toBe(3);
    expect(answer.stocked).toBe(5);
    expect(answer.categories).toEqual(['Breakfast', 'Dinner']);
    const pasta = answer.recipes[0]!;
    expect(pasta).toMatchObject({ id: w.recipes.pasta.id, imageUrl: null });
    expect(pasta.category.name).toBe('Dinner');
  });

  it('leaves staples out of the count and counts "some" as had, a used-up zero as none', async () => {
    // 'eggs' without an amount: the family has some. Milk at 0: used up. Butter a staple.
    await stock({ line: 'eggs' }, { name: 'milk', quantity: 0, unit: 'l' });
    await stock({ name: 'butter', isStaple: true });
    const omelette = (await ranking()).recipes.find((r) => r.title === 'Omelette')!;
    expect(omelette).toMatchObject({ total: 2, covered: 1, missing: ['milk'] });
  });

  it('filters by category and by the caller’s own favourites', async () => {
    await stock({ line: 'spaghetti' });
    const breakfast = await ranking('?category=Breakfast');
    expect(breakfast.recipes.map((r) => r.title)).toEqual(['Omelette']);
    expect(breakfast.categories).toEqual(['Breakfast', 'Dinner']);
    expect((await ranking('?category=Lunch')).recipes).toEqual([]);

    await addFavoriteMark(ctx.db, w.memberA.id, w.recipes.soup.id);
    const favourites = await ranking('?favorites=true');
    expect(favourites.recipes.map((r) => r.title)).toEqual(['Creamy soup']);
    // Favourites are per user: the partner has none.
    const partner = await cookable(w.partnerA, w.familyA.id, '?favorites=true');
    expect(partner.json<CookableRecipes>().recipes).toEqual([]);
    expect((await ranking('?favorites=true&category=Breakfast')).recipes).toEqual([]);
  });

  it('never shows hidden recipes or another family’s, and a foreign family answers 404', async () => {
    await stock({ line: 'spaghetti' });
    const titles = (await ranking()).recipes.map((r) => r.title);
    expect(titles).not.toContain('Hidden spaghetti');
    expect(titles).not.toContain('Foreign spaghetti');
    // Bad filters: a NUL, a category past its length, a favourites flag that is no boolean.
    for (const query of ['?category=a%00b', `?category=${'x'.repeat(101)}`, '?favorites=yes']) {
      expect((await cookable(w.memberA, w.familyA.id, query)).statusCode, query).toBe(400);
    }
    const foreign = await cookable(w.memberA, w.familyB.id);
    expect(foreign.statusCode).toBe(404);
    expect((await cookable(w.stranger, w.familyA.id)).statusCode).toBe(404);
    expect((await cookable(null, w.familyA.id)).statusCode).toBe(401);
  });

  it('reads a recipe’s ingredients anew after an edit', async () => {
    await stock({ line: 'potatoes' }, { line: 'onion' }, { line: 'cream' });
    const before = (await ranking()).recipes.find((r) => r.title === 'Creamy soup')!;
    expect(before.missing).toEqual(['parsley']);
    // What an edit does (recipe-write.repository.ts): new lines and a later updatedAt.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(ingredients)
        .set({ text: 'chives' })
        .where(and(eq(ingredients.recipeId, w.recipes.soup.id), eq(ingredients.text, 'parsley')));
      await tx
        .update(recipes)
        .set({ updatedAt: new Date(Date.now() + 1000) })
        .where(eq(recipes.id, w.recipes.soup.id));
    });
    const after = (await ranking()).recipes.find((r) => r.title === 'Creamy soup')!;
    expect(after.missing).toEqual(['chives']);
  });
});
