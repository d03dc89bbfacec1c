import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hiddenRecipes, ingredients, recipes as recipesTable } from '#server/db/schema';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { familyListTools } from '#server/test-support/family-recipe-list';
import {
  addFavoriteMark,
  useRecipeWorld,
  createRecipe,
  hideForFamily,
  setCookbookActive,
  setShowHidden,
} from '#server/test-support/recipe-factories';
import { recipeMarksSchema, recipeSearchIndexSchema } from '#shared/recipes/recipes.schemas';

/** The user's marks on the family list, and its ingredient search index. */
describe('the family recipe list: marks and search index', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const { get, list, titles, cardsUrl, marksUrl, indexUrl, newMember } = familyListTools(ctx);

  describe('GET /api/families/:familyId/recipe-marks', () => {
    it("gives the user's favourites, not others'", async () => {
      const me = await newMember(w.familyA.id);
      await addFavoriteMark(ctx.db, me.user.id, w.recipes.stewA.id);
      const mine = await list(w.familyA.id, me.cookie);
      expect(mine.filter((r) => r.isFavorite).map((r) => r.id)).toEqual([w.recipes.stewA.id]);
      const theirs = await list(w.familyA.id, w.cookies.adminA);
      expect(theirs.some((r) => r.isFavorite)).toBe(false);
    });

    it('marks the recipes hidden for this family; lists show them only to who shows hidden', async () => {
      const me = await newMember(w.familyA.id, w.familyB.id);
      const pie = w.recipes.publicPie;
      await hideForFamily(ctx.db, w.recipes.soupA.id, w.familyA.id);
      await hideForFamily(ctx.db, pie.id, w.familyA.id);
      try {
        const marks = recipeMarksSchema.parse(
          (await get(marksUrl(w.familyA.id), me.cookie)).json(),
        );
        expect(marks.hiddenIds.sort()).toEqual([w.recipes.soupA.id, pie.id].sort());
        expect(titles(await list(w.familyA.id, me.cookie))).toEqual(['Beef Stew']);
        // The mark is family A's: family B still sees the public recipe, not flagged.
        const inB = await list(w.familyB.id, me.cookie);
        expect(inB.find((r) => r.id === pie.id)?.isHidden).toBe(false);

        await setShowHidden(ctx.db, me.user.id, true);
        const shown = await list(w.familyA.id, me.cookie);
        expect(shown.map((r) => [r.title, r.isHidden])).toEqual([
          ['Apple Pie', true],
          ['Beef Stew', false],
          ['carrot soup', true],
        ]);
      } finally {
        await ctx.db.delete(hiddenRecipes);
      }
    });

    it('names the cookbooks the user switched off, for that user only', async () => {
      const me = await newMember(w.familyA.id);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, false);
      const marks = (await get(marksUrl(w.familyA.id), me.cookie)).json<{
        inactiveCookbookIds: number[];
      }>();
      expect(marks.inactiveCookbookIds).toEqual([w.books.a.id]);
      expect(titles(await list(w.familyA.id, me.cookie))).toEqual(['Apple Pie']);
      expect(titles(await list(w.familyA.id, w.cookies.memberA))).toHaveLength(3);
      await setCookbookActive(ctx.db, me.user.id, w.books.a.id, true);
      expect(titles(await list(w.familyA.id, me.cookie))).toHaveLength(3);
    });

    it('follows a favourite at once while the cards stay cached (304)', async () => {
      const me = await newMember(w.familyA.id);
      const cards = await get(cardsUrl(w.familyA.id), me.cookie);
      const res = await injectAs(ctx.app, me.cookie).post('/api/favorites', {
        recipeId: w.recipes.soupA.id,
      });
      expect(res.statusCode).toBe(201);
      const again = await get(cardsUrl(w.familyA.id), me.cookie, {
        'if-none-match': String(cards.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      const marks = (await get(marksUrl(w.familyA.id), me.cookie)).json<{
        favoriteIds: number[];
      }>();
      expect(marks.favoriteIds).toEqual([w.recipes.soupA.id]);
    });
  });

  describe('GET /api/families/:familyId/recipes/search-index', () => {
    it('gives each recipe with ingredients its texts, one a line, accents and case dropped', async () => {
      const crepe = await createRecipe(ctx.db, {
        cookbookId: w.books.a.id,
        title: 'Zz Crêpes',
        ingredients: [
          [null, null, 'Crème Fraîche'],
          ['2', null, 'Eggs'],
        ],
      });
      const bare = await createRecipe(ctx.db, { cookbookId: w.books.a.id, title: 'Zz Bare' });
      try {
        const res = await get(indexUrl(w.familyA.id), w.cookies.memberA);
        const index = new Map(recipeSearchIndexSchema.parse(res.json()));
        expect(index.get(crepe.id)).toBe('creme fraiche\neggs');
        expect(index.get(w.recipes.stewA.id)).toBe('flour\neggs\nsalt to taste');
        expect(index.has(bare.id)).toBe(false);
        // Only recipes the family sees.
        const inB = new Map(
          recipeSearchIndexSchema.parse(
            (await get(indexUrl(w.familyB.id), w.cookies.memberB)).json(),
          ),
        );
        expect(inB.has(w.recipes.stewA.id)).toBe(false);
      } finally {
        await ctx.db.delete(recipesTable).where(eq(recipesTable.id, crepe.id));
        await ctx.db.delete(recipesTable).where(eq(recipesTable.id, bare.id));
      }
    });

    it('follows an ingredient change on the next request', async () => {
      const before = await get(indexUrl(w.familyA.id), w.cookies.memberA);
      await ctx.db
        .update(ingredients)
        .set({ text: 'spelt flour' })
        .where(eq(ingredients.text, 'flour'));
      try {
        const after = await get(indexUrl(w.familyA.id), w.cookies.memberA, {
          'if-none-match': String(before.headers.etag),
        });
        expect(after.statusCode).toBe(200);
        expect(new Map(after.json<[number, string][]>()).get(w.recipes.stewA.id)).toContain(
          'spelt flour',
        );
      } finally {
        await ctx.db
          .update(ingredients)
          .set({ text: 'flour' })
          .where(eq(ingredients.text, 'spelt flour'));
      }
    });
  });
});
