import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Who } from '#server/test-support/inject-as';
import { useTestApp } from '#server/test-support/test-app';
import {
  addMember,
  createCategory,
  createUser,
  grantEditor,
  signInAs,
} from '#server/test-support/factories';
import { createRecipe, useRecipeWorld } from '#server/test-support/recipe-factories';
import { snapshotTables } from '#server/test-support/bad-input';
import { ifMatch, recipeBody, storedRecipe } from '#server/test-support/recipe-write-factories';
import type { RecipeWriteResult } from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

/**
 * Who may edit which recipe with PATCH /api/recipes/:id, and move it between cookbooks: an
 * editor of its cookbook (and of the target), a global editor, a super admin. Others get 404
 * when they cannot see the recipe (or the target cookbook), 403 when they can.
 */
describe('who may edit a recipe', () => {
  const ctx = useTestApp();
  const w = useRecipeWorld(ctx);
  const cat = {} as { a: number; b: number; public: number; lonely: number };
  let globalEditor: { cookie: string };

  beforeAll(async () => {
    cat.a = (await createCategory(ctx.db, w.books.a.id, 'Soups')).id;
    cat.b = (await createCategory(ctx.db, w.books.b.id, 'Rice')).id;
    cat.public = (await createCategory(ctx.db, w.books.public.id, 'Pies')).id;
    cat.lonely = (await createCategory(ctx.db, w.books.lonely.id, 'Sauces')).id;
    const user = await createUser(ctx.db, { name: 'Global Editor' });
    await addMember(ctx.db, user.id, w.familyB.id);
    await grantEditor(ctx.db, user.id, null);
    globalEditor = await signInAs(ctx.db, user.id);
  });

  type Book = 'a' | 'b' | 'public' | 'lonely';
  const refsOf = (book: Book) => ({ cookbookId: w.books[book].id, categoryId: cat[book] });

  /** A fresh recipe in `book` and the version its editor's form would send. */
  async function recipeIn(book: Book) {
    const recipe = await createRecipe(ctx.db, {
      ...refsOf(book),
      title: 'Before',
      directions: ['Go.'],
    });
    const res = await injectAs(ctx.app, w.cookies.superAdmin).get(`/api/recipes/${recipe.id}`);
    return { id: recipe.id, version: ifMatch(res.json<RecipeDetail>().updatedAt) };
  }
  const patch = (who: Who | undefined, id: number, book: Book, headers: Record<string, string>) =>
    injectAs(ctx.app, who).patch(
      `/api/recipes/${id}`,
      recipeBody(refsOf(book), { title: 'After' }),
      headers,
    );

  async function expectAnswer(status: number, who: Who | null, from: Book, to: Book = from) {
    const recipe = await recipeIn(from);
    const before = await snapshotTables(ctx.db);
    const res = await patch(who, recipe.id, to, recipe.version);
    expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(status);
    const stored = await storedRecipe(ctx.db, recipe.id);
    if (status === 200) {
      expect(stored.recipe).toMatchObject({ title: 'After', cookbookId: w.books[to].id });
      expect(res.json<RecipeWriteResult>().id).toBe(recipe.id);
    } else {
      expect(await snapshotTables(ctx.db)).toEqual(before);
    }
  }

  it('anonymous: 401', async () => {
    await expectAnswer(401, null, 'a');
  });

  it('a member of another family: 404, the recipe is invisible', async () => {
    await expectAnswer(404, w.cookies.memberB, 'a');
    await expectAnswer(404, w.cookies.outsider, 'a');
  });

  it('plain members and family admins who see the recipe: 403', async () => {
    await expectAnswer(403, w.cookies.memberA, 'a');
    await expectAnswer(403, w.cookies.adminA, 'a');
    await expectAnswer(403, w.cookies.memberB, 'public');
  });

  it('an editor of another cookbook: 404 where invisible, 403 where visible', async () => {
    await expectAnswer(404, w.cookies.lonelyEditor, 'a');
    await expectAnswer(403, w.cookies.lonelyEditor, 'public');
    await expectAnswer(403, w.cookies.editorA, 'public');
    await expectAnswer(404, w.cookies.editorA, 'b');
  });

  it('the editor of the cookbook, a global editor and a super admin: 200', async () => {
    await expectAnswer(200, w.cookies.editorA, 'a');
    await expectAnswer(200, w.cookies.lonelyEditor, 'lonely');
    await expectAnswer(200, globalEditor, 'a');
    await expectAnswer(200, globalEditor, 'public');
    await expectAnswer(200, w.cookies.superAdmin, 'b');
    await expectAnswer(200, w.cookies.superAdmin, 'lonely');
  });

  it('moving to another cookbook needs edit rights on both', async () => {
    // editorA edits book A only: the public book is visible (403), book B is not (404).
    await expectAnswer(403, w.cookies.editorA, 'a', 'public');
    await expectAnswer(404, w.cookies.editorA, 'a', 'b');
    await expectAnswer(404, w.cookies.editorA, 'a', 'lonely');
    // Editing the target is not enough either.
    await expectAnswer(403, w.cookies.lonelyEditor, 'public', 'lonely');
    await expectAnswer(200, globalEditor, 'a', 'public');
    await expectAnswer(200, w.cookies.superAdmin, 'a', 'b');
  });

  it('a moved recipe needs a category of its new cookbook', async () => {
    const recipe = await recipeIn('a');
    const before = await snapshotTables(ctx.db);
    const res = await injectAs(ctx.app, w.cookies.superAdmin).patch(
      `/api/recipes/${recipe.id}`,
      recipeBody({ cookbookId: w.books.b.id, categoryId: cat.a }),
      recipe.version,
    );
    expect(res.statusCode).toBe(400);
    expect(await snapshotTables(ctx.db)).toEqual(before);
  });
});
