import type { RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { scaledAmount } from '#web/features/recipes/lib/ingredient-amount';
import { RecipeChecklist } from './recipe-checklist';

/** The ingredient checklist, amounts scaled by the batch count. */
export function RecipeIngredients({
  ingredients,
  batches,
}: {
  ingredients: readonly RecipeIngredient[];
  batches: number;
}) {
  return (
    <RecipeChecklist
      title="Ingredients"
      emptyText="No ingredients listed."
      items={ingredients}
      renderItem={(ingredient) => {
        const amount = scaledAmount(ingredient, batches);
        return (
          <>
            {amount && <span className="font-semibold">{amount} </span>}
            {ingredient.text}
          </>
        );
      }}
    />
  );
}
