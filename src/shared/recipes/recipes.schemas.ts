import { z } from 'zod';
import { idParamSchema } from '../validation/ids';
import { noteSchema } from '../notes/notes.schemas';

export const recipeIdParamsSchema = z.object({ id: idParamSchema });
export const familyRecipesParamsSchema = z.object({ familyId: idParamSchema });

/** `familyId` picks whose notes and hidden mark come with the recipe; without it, none. */
export const recipeDetailQuerySchema = z.object({ familyId: idParamSchema.optional() });
export type RecipeDetailQuery = z.infer<typeof recipeDetailQuerySchema>;

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** What a recipe card, a staged item or a search result shows, whoever looks at it. */
export const recipeBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  servings: z.number().int(),
  /** Minutes. */
  prepTime: z.number().int(),
  /** Minutes. */
  cookTime: z.number().int(),
  category: namedRefSchema,
  cookbook: namedRefSchema,
});
export type RecipeBrief = z.infer<typeof recipeBriefSchema>;

/**
 * A recipe card in a list. `isHidden` is true only when the user's showHiddenRecipes lets a
 * hidden recipe through: for a family list, hidden for that family; for the all-families
 * lists (accessible, favourites), hidden in every one of the user's families that sees it.
 */
export const recipeSummarySchema = recipeBriefSchema.extend({
  isFavorite: z.boolean(),
  isHidden: z.boolean(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/**
 * What a family's recipe list answer is made of (docs/decisions/022): the cards every member
 * may see, the same bytes for all of them, and the user's own marks beside them. The client
 * joins the two; a favourite click then changes the marks, a few bytes, not the list.
 */
export const familyRecipeListSchema = z.array(recipeBriefSchema);

/**
 * One user's marks on one family's list: their favourites, the family's hidden recipes, the
 * cookbooks they switched off and whether they show hidden recipes. Lists leave out recipes
 * of switched-off cookbooks, and hidden ones unless `showHiddenRecipes`.
 */
export const recipeMarksSchema = z.object({
  favoriteIds: z.array(z.number().int()),
  hiddenIds: z.array(z.number().int()),
  inactiveCookbookIds: z.array(z.number().int()),
  showHiddenRecipes: z.boolean(),
});
export type RecipeMarks = z.infer<typeof recipeMarksSchema>;

/**
 * A family's ingredient search texts, `[recipeId, text]` with the text already normalised by
 * searchable() (src/shared/recipes/search-text.ts). Loaded only once someone searches.
 */
export const recipeSearchIndexSchema = z.array(z.tuple([z.number().int(), z.string()]));
export type RecipeSearchIndex = z.infer<typeof recipeSearchIndexSchema>;

export const recipeIngredientSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** As written: '2', '0.5', '1/2', '1 1/2'; null for 'salt to taste'. See quantity.ts. */
  quantity: z.string().nullable(),
  unitId: z.number().int().nullable(),
  unitName: z.string().nullable(),
  text: z.string(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeDirectionSchema = z.object({
  id: z.number().int(),
  stepNumber: z.number().int(),
  text: z.string(),
});
export type RecipeDirection = z.infer<typeof recipeDirectionSchema>;

/**
 * The recipe dialog: the card fields plus ingredients by position, directions by step and
 * the notes of the requested family (oldest first). `isHidden` is for that family.
 */
export const recipeDetailSchema = recipeSummarySchema.extend({
  sourceUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ingredients: z.array(recipeIngredientSchema),
  directions: z.array(recipeDirectionSchema),
  notes: z.array(noteSchema),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;
