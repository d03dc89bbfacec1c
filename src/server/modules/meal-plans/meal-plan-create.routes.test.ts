import { describe, expect, it } from 'vitest';
import { injectAs } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import { useRecipeWorld, type RecipeWorld } from '#server/test-support/recipe-factories';
import { mealPlans } from '#server/db/schema';
import { mealPlanSchema } from '#shared/meal-plans/meal-plans.schemas';

describe('POST /api/meal-plans', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx, mealPlans);
  type Who = keyof RecipeWorld['cookies'];

  const create = (payload: object, who?: Who) =>
    injectAs(ctx.app, who ? w.cookies[who] : null).post('/api/meal-plans', payload);
  /** The rows as stored: the date column read back raw. */
  const rows = () => ctx.db.select().from(mealPlans);
  const recipeBody = () => ({
    familyId: w.familyA.id,
    recipeId: w.recipes.stewA.id,
    date: '2030-03-10T12:00:00',
    mealType: 'Dinner',
    plannedServings: 8,
  });
  const placeholderBody = () => ({
    familyId: w.familyA.id,
    date: '2030-03-10',
    mealType: 'Dessert',
    plannedServings: 1,
    isPlaceholder: true,
    placeholderData: { title: '  Pizza night ', subtitle: 'Placeholder Recipe', servings: 1 },
  });

  it('needs a session', async () => {
    expect((await create(recipeBody())).statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('plans a recipe at noon of the day, created by the session user whatever userId says', async () => {
    const res = await create({ ...recipeBody(), userId: w.users.adminA.id }, 'memberA');
    expect(res.statusCode).toBe(201);
    const plan = mealPlanSchema.parse(res.json());
    expect(plan).toMatchObject({
      familyId: w.familyA.id,
      recipeId: w.recipes.stewA.id,
      date: '2030-03-10T12:00:00',
      mealType: 'Dinner',
      plannedServings: 8,
      isPlaceholder: false,
      placeholderData: null,
      recipe: { id: w.recipes.stewA.id, title: 'Beef Stew', servings: 4, imageUrl: null },
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      id: plan.id,
      date: '2030-03-10 12:00:00',
      createdBy: w.users.memberA.id,
      recipeId: w.recipes.stewA.id,
      placeholderData: null,
    });
  });

  it('stores the day as written, whatever zone or time the date carries', async () => {
    for (const date of ['2030-03-10T23:30:00-08:00', '2030-03-10T00:15:00Z', '2030-03-10']) {
      const res = await create({ ...recipeBody(), date }, 'memberA');
      expect(res.json()).toMatchObject({ date: '2030-03-10T12:00:00' });
    }
    expect((await rows()).map((r) => r.date)).toEqual(Array(3).fill('2030-03-10 12:00:00'));
  });

  it('plans a placeholder with its trimmed title and no recipe', async () => {
    const res = await create(placeholderBody(), 'memberA');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recipeId: null,
      isPlaceholder: true,
      mealType: 'Dessert',
      placeholderData: { title: 'Pizza night', subtitle: 'Placeholder Recipe', servings: 1 },
      recipe: null,
    });
    const [row] = await rows();
    expect(row).toMatchObject({ recipeId: null, isPlaceholder: true, date: '2030-03-10 12:00:00' });
  });

  it("answers 'Placeholder missing' for a placeholder without data or title", async () => {
    const { placeholderData: _, ...noData } = placeholderBody();
    for (const body of [
      noData,
      { ...noData, placeholderData: null },
      { ...noData, placeholderData: {} },
      { ...noData, placeholderData: { title: '   ' } },
    ]) {
      const res = await create(body, 'memberA');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Placeholder missing' });
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses mixed or recipe-less bodies', async () => {
    const { recipeId: _, ...noRecipe } = recipeBody();
    const cases: [object, string][] = [
      [noRecipe, 'Please select a recipe'],
      [
        { ...placeholderBody(), recipeId: w.recipes.stewA.id },
        'A placeholder cannot have a recipeId',
      ],
      [{ ...recipeBody(), placeholderData: { title: 'x' } }, 'placeholderData needs isPlaceholder'],
      [{ ...recipeBody(), recipeId: 'placeholder-12' }, 'recipeId'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body, 'memberA');
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses bad meal types, servings and dates', async () => {
    const cases: [object, string][] = [
      [{ mealType: 'Brunch' }, 'mealType'],
      [{ mealType: 'dinner' }, 'mealType'],
      [{ plannedServings: 0 }, 'Planned servings must be a whole number from 1 to 100'],
      [{ plannedServings: 101 }, 'Planned servings must be a whole number from 1 to 100'],
      [{ plannedServings: 2.5 }, 'Planned servings must be a whole number from 1 to 100'],
      [{ plannedServings: '4' }, 'plannedServings'],
      [{ date: '2030-02-30T12:00:00' }, 'No such calendar day'],
      [{ date: 'tomorrow' }, "Expected a day as 'YYYY-MM-DD'"],
      [
        { placeholderData: { title: 'x'.repeat(201) }, isPlaceholder: true, recipeId: null },
        'at most 200',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await create({ ...recipeBody(), ...change }, 'memberA');
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    const most = await create({ ...recipeBody(), plannedServings: 100 }, 'memberA');
    expect(most.statusCode).toBe(201);
    expect((await rows()).map((r) => r.plannedServings)).toEqual([100]);
  });

  it("answers 'Recipe not found' for a recipe the family does not see, and stores nothing", async () => {
    // Family B's private recipe, a recipe of a cookbook linked to no family, a missing id.
    for (const recipeId of [w.recipes.riceB.id, w.recipes.lonelySauce.id, 999_999]) {
      const res = await create({ ...recipeBody(), recipeId }, 'editorA');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Recipe not found' });
    }
    // Editing a cookbook does not make its recipes visible to the editor's family.
    const lonely = await create(
      { ...recipeBody(), familyId: w.familyB.id, recipeId: w.recipes.lonelySauce.id },
      'lonelyEditor',
    );
    expect(lonely.statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('plans a public recipe for any family', async () => {
    const res = await create(
      { ...recipeBody(), familyId: w.familyB.id, recipeId: w.recipes.publicPie.id },
      'memberB',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ familyId: w.familyB.id, recipe: { title: 'Apple Pie' } });
  });
});
