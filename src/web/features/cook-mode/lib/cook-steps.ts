import { findStepDurations, type StepDuration } from '#shared/cook/step-durations';
import { mentionedIngredients } from '#shared/cook/step-ingredients';
import type { RecipeDetail } from '#shared/recipes/recipes.schemas';

/** A recipe step as cook mode uses it: its timers and the ingredients it mentions. */
export type CookStep = {
  index: number;
  stepNumber: number;
  text: string;
  durations: StepDuration[];
  /** Ingredient ids. */
  mentioned: ReadonlySet<number>;
};

export function cookSteps(recipe: Pick<RecipeDetail, 'directions' | 'ingredients'>): CookStep[] {
  const texts = recipe.ingredients.map((ingredient) => ingredient.text);
  return [...recipe.directions]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((direction, index) => ({
      index,
      stepNumber: direction.stepNumber,
      text: direction.text,
      durations: findStepDurations(direction.text),
      mentioned: new Set(
        mentionedIngredients(direction.text, texts).map((at) => recipe.ingredients[at]!.id),
      ),
    }));
}
