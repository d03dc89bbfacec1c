import { useState } from 'react';
import type { RecipeIngredient } from '../../../../../shared/recipes/recipes.schemas';
import { cn } from '../../../../lib/utils';
import { scaledAmount } from '../../lib/ingredient-amount';

/** The ingredient checklist; ticking strikes an item through, on this screen only. */
export function RecipeIngredients({
  ingredients,
  batches,
}: {
  ingredients: readonly RecipeIngredient[];
  batches: number;
}) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="recipe-ingredients-heading" className="grid content-start gap-3">
      <h3 id="recipe-ingredients-heading" className="text-lg font-semibold">
        Ingredients
      </h3>
      {ingredients.length === 0 ? (
        <p className="text-sm text-muted-foreground">No ingredients listed.</p>
      ) : (
        <ul className="grid max-h-[50vh] gap-1 overflow-y-auto pr-1">
          {ingredients.map((ingredient) => {
            const isChecked = checked.has(ingredient.id);
            const amount = scaledAmount(ingredient, batches);
            return (
              <li key={ingredient.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 hover:bg-secondary/60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    checked={isChecked}
                    onChange={() => toggle(ingredient.id)}
                  />
                  <span
                    className={cn('text-sm', isChecked && 'text-muted-foreground line-through')}
                  >
                    {amount && <span className="font-semibold">{amount} </span>}
                    {ingredient.text}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
