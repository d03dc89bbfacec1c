import {
  DEFAULT_SERVINGS,
  type RecipeWrite,
  type RecipeWriteInput,
} from '#shared/recipes/recipe-write.schemas';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

/**
 * What the form holds: the write contract's input shape (product rule: recipe-write), so the shared
 * schema validates it as it is. Ids not chosen yet are 0, which the schema answers with the field's
 * message ('Please select a cookbook').
 */
export type RecipeFormValues = RecipeWriteInput;
export type IngredientRowValues = RecipeFormValues['ingredients'][number];
export type DirectionRowValues = RecipeFormValues['directions'][number];

export const NO_CHOICE = 0;

export function emptyIngredient(): IngredientRowValues {
  return { quantity: '', unitId: null, text: '' };
}

export function emptyDirection(stepNumber: number): DirectionRowValues {
  return { text: '', stepNumber };
}

/**
 * A new recipe: servings 10 (product rule: servings-default), one empty row each, the default
 * cookbook if given.
 */
export function newRecipeValues(cookbookId: number | null): RecipeFormValues {
  return {
    recipe: {
      title: '',
      subtitle: '',
      cookbookId: cookbookId ?? NO_CHOICE,
      categoryId: NO_CHOICE,
      servings: DEFAULT_SERVINGS,
      imageUrl: '',
    },
    ingredients: [emptyIngredient()],
    directions: [emptyDirection(1)],
  };
}

/** The loaded recipe in the form's shape (rows in their shown order). */
export function recipeDetailValues(recipe: RecipeDetail): RecipeFormValues {
  const ingredients = [...recipe.ingredients]
    .sort((a, b) => a.position - b.position)
    .map((row) => ({ quantity: row.quantity ?? '', unitId: row.unitId, text: row.text }));
  const directions = [...recipe.directions]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((row, index) => ({ text: row.text, stepNumber: index + 1 }));
  return {
    recipe: {
      title: recipe.title,
      subtitle: recipe.subtitle ?? '',
      cookbookId: recipe.cookbook.id,
      categoryId: recipe.category.id,
      servings: recipe.servings,
      imageUrl: recipe.imageUrl ?? '',
    },
    ingredients: ingredients.length > 0 ? ingredients : [emptyIngredient()],
    directions: directions.length > 0 ? directions : [emptyDirection(1)],
  };
}

/**
 * The body to send: the validated values with steps numbered 1..n as shown
 * (product rule: step-numbers).
 */
export function toWriteBody(values: RecipeWrite): RecipeWriteInput {
  return {
    recipe: values.recipe,
    ingredients: values.ingredients,
    directions: values.directions.map((step, index) => ({ ...step, stepNumber: index + 1 })),
  };
}
