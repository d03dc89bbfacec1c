import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { cn } from '#web/lib/utils';

/**
 * The ingredients to tick off while cooking, amounts already scaled (`amountOf`). Those the
 * step on screen mentions stand out, so the cook sees what this step needs.
 */
export function CookIngredients({
  ingredients,
  amountOf,
  ticked,
  mentioned,
  onToggle,
}: {
  ingredients: readonly RecipeIngredient[];
  amountOf: (ingredient: RecipeIngredient) => string | null;
  ticked: ReadonlySet<number>;
  mentioned: ReadonlySet<number>;
  onToggle: (ingredientId: number) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const readyCount = ingredients.filter((ingredient) => ticked.has(ingredient.id)).length;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {intl.formatMessage({ id: 'cook.ingredients.title' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(
            { id: 'cook.ingredients.ready' },
            { ready: readyCount, total: ingredients.length },
          )}
        </p>
      </div>
      {ingredients.length === 0 ? (
        <p className="text-muted-foreground">
          {intl.formatMessage({ id: 'cook.ingredients.empty' })}
        </p>
      ) : (
        <ul className="grid gap-1">
          {ingredients.map((ingredient) => {
            const isTicked = ticked.has(ingredient.id);
            const isMentioned = mentioned.has(ingredient.id);
            const amount = amountOf(ingredient);
            return (
              <li key={ingredient.id}>
                <label
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-transparent px-3 py-2 text-base hover:bg-secondary/60',
                    isMentioned && 'border-primary/50 bg-primary/10',
                  )}
                  data-mentioned={isMentioned || undefined}
                >
                  <input
                    type="checkbox"
                    className="size-6 shrink-0 accent-primary"
                    checked={isTicked}
                    onChange={() => onToggle(ingredient.id)}
                  />
                  <span className={cn(isTicked && 'text-muted-foreground line-through')}>
                    {amount && <span className="font-semibold">{amount} </span>}
                    {ingredient.text}
                  </span>
                  {isMentioned && (
                    <span className="ml-auto shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                      {intl.formatMessage({ id: 'cook.ingredients.thisStep' })}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
