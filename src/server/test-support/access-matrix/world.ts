import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '#server/app';
import type { Database } from '#server/db/client';
import { imageUpload, multipartBody } from '../multipart-body';
import {
  appImportJobs,
  pantryItems,
  roles,
  shoppingListItems,
  shoppingLists,
} from '#server/db/schema';
import { emptyAppImportReport } from '#shared/app-import/app-import.schemas';
import { paprikaExport } from '../app-export-fixtures';
import { recipeVersionTag, RECIPE_VERSION_HEADER } from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';
import {
  addMember,
  createCategory,
  createCookbook,
  createFamily,
  createUser,
  grantEditor,
  signInAs,
} from '../factories';
import { createMealPlan, createStagedRecipe } from '../meal-plan-factories';
import { createCalendarFeed } from '../calendar-factories';
import { addFavoriteMark, createNote, createRecipe, hideForFamily } from '../recipe-factories';
import { storeTestImage } from '../recipe-write-factories';
import type { Actor } from './types';

/** The Sunday of the week every family plans and shops for. */
export const WEEK = { start: '2030-01-06', end: '2030-01-12' } as const;

type UserRef = { id: number; email: string };

/**
 * One family and everything it owns. Family A's plain member is the `member` actor; family
 * B's is the `stranger`. Both sides are built alike, so a request with B's ids sent by A's
 * member must answer what the same request with A's ids answers the stranger.
 */
export type FamilySide = {
  family: { id: number; name: string };
  /** The plain member: author of the note, stager, favourite and plan creator. */
  member: UserRef;
  memberMembershipId: number;
  admin: UserRef;
  /** Editor of the private cookbook (and member of the family). */
  editor: UserRef;
  editorRoleId: number;
  defaultBook: number;
  defaultCategory: number;
  /** Linked to the family, not its default; the editor edits it. */
  privateBook: number;
  privateCategory: number;
  /** In the default cookbook: planned, staged, noted and favourited. */
  recipe: number;
  /** In the private cookbook, with the If-Match header of its stored version. */
  privateRecipe: number;
  privateRecipeIfMatch: Record<string, string>;
  /** In the default cookbook, hidden from the family. */
  hiddenRecipe: number;
  mealPlan: number;
  stagedRecipe: number;
  shoppingList: number;
  shoppingItem: number;
  /** '500 g rice' in the family's pantry (beside its default staple, water). */
  pantryItem: number;
  note: number;
  /** The plain member's calendar address token (the admin and the editor have feeds too). */
  calendarToken: string;
  /** An import from another app the editor ran (ended). */
  appImportJob: number;
};

export type MatrixWorld = {
  a: FamilySide;
  b: FamilySide;
  publicBook: number;
  publicRecipe: number;
  /** A private cookbook linked to no family. */
  spareBook: number;
  superAdmin: UserRef;
  /** The session cookie of each actor (null: anonymous). */
  cookies: Record<Actor, { cookie: string } | null>;
  /** A stored image's URL (/uploads/...), served to anyone. */
  imageUrl: string;
  /** A recipe page on a local test site, for imports by address. */
  importPageUrl: string;
  /** A small real PNG in the upload field, as the recipe form sends it. */
  uploadBody: { payload: Buffer; headers: Record<string, string> };
  /** A one-recipe Paprika export in the import's upload field. */
  exportBody: { payload: Buffer; headers: Record<string, string> };
};

const ingredientsAndSteps = {
  ingredients: [
    ['2', 'cup', 'flour'],
    ['3', null, 'eggs'],
  ] as const,
  directions: ['Mix.', 'Bake.'],
};

async function buildSide(db: Database, label: 'A' | 'B'): Promise<FamilySide> {
  const family = await createFamily(db, `Family ${label}`);
  const user = (name: string, isDemo = false) =>
    createUser(db, { name, email: `${name.replaceAll(' ', '.')}@matrix.test`, isDemo });
  // A demo person, so the demo sign-in's row has someone it accepts.
  const member = await user(`${label} Member`, true);
  const admin = await user(`${label} Admin`);
  const editor = await user(`${label} Editor`);
  const membership = await addMember(db, member.id, family.id);
  await addMember(db, admin.id, family.id, true);
  await addMember(db, editor.id, family.id);

  const defaultBook = await createCookbook(db, {
    name: `${label} Family Cookbook`,
    familyId: family.id,
    isDefault: true,
  });
  const privateBook = await createCookbook(db, { name: `${label} Private`, familyId: family.id });
  await grantEditor(db, editor.id, privateBook.id);
  const [editorRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.userId, editor.id));
  const defaultCategory = await createCategory(db, defaultBook.id, 'Mains');
  const privateCategory = await createCategory(db, privateBook.id, 'Secrets');

  const recipe = await createRecipe(db, {
    cookbookId: defaultBook.id,
    categoryId: defaultCategory.id,
    title: `${label} Stew`,
    ...ingredientsAndSteps,
  });
  const privateRecipe = await createRecipe(db, {
    cookbookId: privateBook.id,
    categoryId: privateCategory.id,
    title: `${label} Secret Pie`,
    ...ingredientsAndSteps,
  });
  const hiddenRecipe = await createRecipe(db, {
    cookbookId: defaultBook.id,
    categoryId: defaultCategory.id,
    title: `${label} Hidden Cake`,
    ...ingredientsAndSteps,
  });
  await hideForFamily(db, hiddenRecipe.id, family.id);

  const mealPlan = await createMealPlan(db, {
    familyId: family.id,
    recipeId: recipe.id,
    day: WEEK.start,
    createdBy: member.id,
  });
  const staged = await createStagedRecipe(db, {
    familyId: family.id,
    userId: member.id,
    recipeId: recipe.id,
  });
  const [list] = await db
    .insert(shoppingLists)
    .values({ familyId: family.id, weekStartDate: WEEK.start, weekEndDate: WEEK.end })
    .returning();
  const [item] = await db
    .insert(shoppingListItems)
    .values([
      { shoppingListId: list!.id, name: 'flour', category: 'Pantry', quantity: '2', unit: 'cups' },
      { shoppingListId: list!.id, name: 'eggs', category: 'Dairy & Eggs', quantity: '3' },
    ])
    .returning();
  const [pantryItem] = await db
    .insert(pantryItems)
    .values({
      familyId: family.id,
      name: 'rice',
      nameKey: 'rice',
      quantity: 500,
      unit: 'g',
      category: 'Pantry',
    })
    .returning();
  const note = await createNote(db, {
    recipeId: recipe.id,
    familyId: family.id,
    userId: member.id,
    text: `${label} note`,
  });
  await addFavoriteMark(db, member.id, recipe.id);
  const feed = await createCalendarFeed(db, { userId: member.id, familyId: family.id });
  for (const user of [admin, editor]) {
    await createCalendarFeed(db, { userId: user.id, familyId: family.id });
  }

  const [appImportJob] = await db
    .insert(appImportJobs)
    .values({
      familyId: family.id,
      userId: editor.id,
      cookbookId: privateBook.id,
      fileName: 'export.paprikarecipes',
      status: 'done',
      report: emptyAppImportReport(),
    })
    .returning();

  return {
    family: { id: family.id, name: family.name },
    member: { id: member.id, email: member.email },
    memberMembershipId: membership.id,
    admin: { id: admin.id, email: admin.email },
    editor: { id: editor.id, email: editor.email },
    editorRoleId: editorRole!.id,
    defaultBook: defaultBook.id,
    defaultCategory: defaultCategory.id,
    privateBook: privateBook.id,
    privateCategory: privateCategory.id,
    recipe: recipe.id,
    privateRecipe: privateRecipe.id,
    privateRecipeIfMatch: {},
    hiddenRecipe: hiddenRecipe.id,
    mealPlan: mealPlan.id,
    stagedRecipe: staged.id,
    shoppingList: list!.id,
    shoppingItem: item!.id,
    pantryItem: pantryItem!.id,
    note: note.id,
    calendarToken: feed.token,
    appImportJob: appImportJob!.id,
  };
}

/** The If-Match header for the recipe's stored version, as the recipe form would send it. */
async function ifMatchOf(app: App, cookie: { cookie: string }, recipeId: number) {
  const res = await app.inject({ method: 'GET', url: `/api/recipes/${recipeId}`, headers: cookie });
  if (res.statusCode !== 200) throw new Error(`recipe ${recipeId}: ${res.statusCode} ${res.body}`);
  return { [RECIPE_VERSION_HEADER]: recipeVersionTag(res.json<RecipeDetail>().updatedAt) };
}

/**
 * Families A and B (each with a default and a private cookbook, recipes, a meal plan entry, a
 * staged recipe, a shopping list with items, pantry items, a note, a favourite and a hidden
 * mark), a public cookbook with a recipe, a cookbook of no family, a super admin of no family,
 * and a session for every actor.
 */
export async function buildMatrixWorld(
  db: Database,
  app: App,
  options: { importPageUrl: string },
): Promise<MatrixWorld> {
  const a = await buildSide(db, 'A');
  const b = await buildSide(db, 'B');
  const publicBook = await createCookbook(db, { name: 'Public Classics', isPublic: true });
  const publicRecipe = await createRecipe(db, {
    cookbookId: publicBook.id,
    title: 'Public Pancakes',
    ...ingredientsAndSteps,
  });
  const spareBook = await createCookbook(db, { name: 'Spare Cookbook' });
  const superAdmin = await createUser(db, {
    name: 'Super Admin',
    email: 'super.admin@matrix.test',
    superAdmin: true,
  });
  const signIn = (id: number) => signInAs(db, id);
  const cookies: MatrixWorld['cookies'] = {
    anonymous: null,
    stranger: await signIn(b.member.id),
    member: await signIn(a.member.id),
    familyAdmin: await signIn(a.admin.id),
    editor: await signIn(a.editor.id),
    superAdmin: await signIn(superAdmin.id),
  };
  a.privateRecipeIfMatch = await ifMatchOf(app, cookies.superAdmin!, a.privateRecipe);
  b.privateRecipeIfMatch = await ifMatchOf(app, cookies.superAdmin!, b.privateRecipe);
  const imageUrl = await storeTestImage(app);
  const png = await sharp({
    create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  return {
    a,
    b,
    publicBook: publicBook.id,
    publicRecipe: publicRecipe.id,
    spareBook: spareBook.id,
    superAdmin: { id: superAdmin.id, email: superAdmin.email },
    cookies,
    imageUrl,
    importPageUrl: options.importPageUrl,
    uploadBody: imageUpload(png, 'photo.png', 'image/png'),
    exportBody: multipartBody([
      {
        name: 'file',
        filename: 'export.paprikarecipes',
        contentType: 'application/zip',
        data: paprikaExport([{ uid: 'matrix-1', name: 'Matrix Paprika Cake' }]),
      },
    ]),
  };
}
