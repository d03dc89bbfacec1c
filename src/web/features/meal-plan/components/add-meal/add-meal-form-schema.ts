import { z } from 'zod';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { batchCountSchema } from '#shared/staging/staging.schemas';
import { formSchemaFor } from '#web/lib/form-schema';
import {
  makePlaceholderChoice,
  makeRecipeChoice,
  validateMealChoice,
  type MealChoice,
} from '#web/features/meal-plan/lib/add-meal-choice';
import type { ChoiceKey } from './recipe-choice-list';

/** The chosen option as a meal: the placeholder needs search text, a recipe must be loaded. */
export function toMealChoice(
  { search, selected }: { search: string; selected: ChoiceKey | null },
  recipes: readonly RecipeSummary[] | undefined,
): MealChoice | null {
  if (selected === 'placeholder') return search.trim() ? makePlaceholderChoice(search) : null;
  const recipe = recipes?.find((candidate) => candidate.id === selected);
  return recipe ? makeRecipeChoice(recipe) : null;
}

/**
 * What is planned: a checked choice (product rule: plan-choice) and its batches (the shared rule).
 */
const addMealBodySchema = z.object({
  choice: z.custom<MealChoice | null>().transform((choice, ctx) => {
    const checked = validateMealChoice(choice);
    if (checked.ok) return checked.choice;
    // The shared rule's 'Please select a recipe': the dialog shows it through validationMessage.
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  }),
  batches: batchCountSchema,
});

/** The fields are the search, the chosen option's key and the batches; the recipes are loaded. */
export const addMealFormSchema = (recipes: readonly RecipeSummary[] | undefined) =>
  formSchemaFor({
    fields: z.object({
      search: z.string(),
      selected: z.union([z.number(), z.literal('placeholder')]).nullable(),
      batches: z.number(),
    }),
    toBody: (values) => ({ choice: toMealChoice(values, recipes), batches: values.batches }),
    body: addMealBodySchema,
    path: 'selected',
  });
export type AddMealFormSchema = ReturnType<typeof addMealFormSchema>;
