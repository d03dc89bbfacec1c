import { useIntl } from 'react-intl';
import type { RecipeIngredient } from '#shared/recipes/recipes.schemas';
import { displayIngredientAmount } from '#shared/measures/ingredient-display';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import { useMeasurementSystem } from '#web/lib/session/preferences';
import { RecipeChecklist } from './recipe-checklist';

/**
 * The ingredient checklist, amounts scaled by the batch count, in the reader's measures and
 * language (Settings → Language and measures).
 */
export function RecipeIngredients({
  ingredients,
  batches,
}: {
  ingredients: readonly RecipeIngredient[];
  batches: number;
}) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const system = useMeasurementSystem();
  return (
    <RecipeChecklist
      title={intl.formatMessage({ id: 'recipes.ingredients.title' })}
      emptyText={intl.formatMessage({ id: 'recipes.ingredients.empty' })}
      items={ingredients}
      renderItem={(ingredient) => {
        const amount = displayIngredientAmount(ingredient, batches, system, locale);
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
