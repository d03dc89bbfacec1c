import { z } from 'zod';
import { safeText } from '../validation/text';
import { MAX_ID } from '../validation/ids';

/**
 * The recipe form's contract (product rule: recipe-write; product rule: recipe-form-validation):
 * one body for POST /api/recipes and PATCH /api/recipes/{id}. The client's form and the server
 * validate with these same schemas, so the messages under the fields are the ones the server
 * answers with.
 */

export const RECIPE_LIMITS = {
  titleMin: 2,
  titleMax: 200,
  subtitleMax: 300,
  ingredientsMax: 100,
  directionsMax: 100,
  textMax: 2000,
  quantityMax: 30,
  servingsMax: 1000,
  imageUrlMax: 300,
} as const;

/** A new recipe serves 10 (product rule: servings-default). */
export const DEFAULT_SERVINGS = 10;

export const RECIPE_MESSAGES = {
  title: 'Title must be at least 2 characters',
  cookbook: 'Please select a cookbook',
  category: 'Please select a category',
  servings: 'Must serve at least 1',
  ingredient: 'Ingredient is required',
  direction: 'Direction step is required',
  /** The PATCH answer (409) when someone else saved the recipe after it was loaded. */
  conflict: 'This recipe was changed by someone else since you opened it',
} as const;

/** An id the user must pick: a missing or zero choice gets the field's own message. */
function chosenId(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/** '' and white space mean "none": stored as null. */
function optionalText(max: number, label: string) {
  return safeText({ max, label })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

export const recipeWriteIngredientSchema = z.object({
  text: safeText({
    min: 1,
    max: RECIPE_LIMITS.textMax,
    label: 'An ingredient',
    tooShortMessage: RECIPE_MESSAGES.ingredient,
  }),
  /** As written ('2', '1 1/2', '½', '2-3', 'a pinch'); see quantity.ts for what scales. */
  quantity: optionalText(RECIPE_LIMITS.quantityMax, 'A quantity'),
  unitId: z
    .number({ error: 'Expected a unit id or null' })
    .int()
    .min(1)
    .max(MAX_ID)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type RecipeWriteIngredient = z.input<typeof recipeWriteIngredientSchema>;

export const recipeWriteDirectionSchema = z.object({
  text: safeText({
    min: 1,
    max: RECIPE_LIMITS.textMax,
    label: 'A direction step',
    tooShortMessage: RECIPE_MESSAGES.direction,
  }),
  /** Sent 1..n in displayed order; the server numbers them 1..n in the order sent anyway. */
  stepNumber: z.number().int().min(1).max(RECIPE_LIMITS.directionsMax),
});
export type RecipeWriteDirection = z.input<typeof recipeWriteDirectionSchema>;

export const recipeWriteFieldsSchema = z.object({
  title: safeText({
    min: RECIPE_LIMITS.titleMin,
    max: RECIPE_LIMITS.titleMax,
    label: 'A title',
    tooShortMessage: RECIPE_MESSAGES.title,
  }),
  subtitle: optionalText(RECIPE_LIMITS.subtitleMax, 'A subtitle'),
  cookbookId: chosenId(RECIPE_MESSAGES.cookbook),
  categoryId: chosenId(RECIPE_MESSAGES.category),
  servings: z
    .number({ error: RECIPE_MESSAGES.servings })
    .int('Servings must be a whole number')
    .min(1, RECIPE_MESSAGES.servings)
    .max(RECIPE_LIMITS.servingsMax, `Servings can be at most ${RECIPE_LIMITS.servingsMax}`),
  /** One of our own stored images ('/uploads/...'), or empty for none; checked by the server. */
  imageUrl: optionalText(RECIPE_LIMITS.imageUrlMax, 'An image address'),
});

export const recipeWriteSchema = z.object({
  recipe: recipeWriteFieldsSchema,
  ingredients: z
    .array(recipeWriteIngredientSchema)
    .min(1, RECIPE_MESSAGES.ingredient)
    .max(
      RECIPE_LIMITS.ingredientsMax,
      `A recipe can have at most ${RECIPE_LIMITS.ingredientsMax} ingredients`,
    ),
  directions: z
    .array(recipeWriteDirectionSchema)
    .min(1, RECIPE_MESSAGES.direction)
    .max(
      RECIPE_LIMITS.directionsMax,
      `A recipe can have at most ${RECIPE_LIMITS.directionsMax} steps`,
    ),
});
/** What the client sends. */
export type RecipeWriteInput = z.input<typeof recipeWriteSchema>;
/** What the server stores (trimmed, empty texts as null). */
export type RecipeWrite = z.output<typeof recipeWriteSchema>;

/** The answer to POST and PATCH: enough to open the recipe and to edit it again. */
export const recipeWriteResultSchema = z.object({ id: z.number().int(), updatedAt: z.string() });
export type RecipeWriteResult = z.infer<typeof recipeWriteResultSchema>;

/**
 * PATCH /api/recipes/{id} carries the `updatedAt` the form loaded in an If-Match header
 * (`If-Match: "2026-11-23T17:49:19.123Z"`): the body stays the spec's, and an edit of a recipe
 * someone else saved meanwhile answers 409 instead of overwriting it. Without it: 428.
 */
export const RECIPE_VERSION_HEADER = 'if-match';
export function recipeVersionTag(updatedAt: string) {
  return `"${updatedAt}"`;
}

/** PATCH's headers: If-Match is optional here, so that a missing one answers 428, not 400. */
export const recipeVersionHeadersSchema = z.looseObject({
  [RECIPE_VERSION_HEADER]: z
    .string()
    .max(100, 'An If-Match header is at most 100 characters')
    .optional(),
});
