import { useIntl } from 'react-intl';
import type { RecipeSummary } from '#shared/recipes/recipes.schemas';
import { cn } from '#web/lib/utils';
import { MealSummary } from '#web/components/recipe/meal-summary';

/** The key of the chosen option: a recipe id, or the placeholder made from the search. */
export type ChoiceKey = number | 'placeholder';

const optionClass =
  'relative flex cursor-pointer items-center gap-3 rounded-lg border p-2 transition-colors hover:bg-secondary/60 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring dark:has-[:checked]:bg-primary/10';

/**
 * The add dialog's options as radio buttons: the placeholder first (only with search text,
 * product rule: add-dialog), then the matching recipes. The list scrolls within half the
 * screen (product rule: modal-lists).
 */
export function RecipeChoiceList({
  name,
  searchText,
  recipes,
  selected,
  onSelect,
}: {
  name: string;
  searchText: string;
  recipes: readonly RecipeSummary[];
  selected: ChoiceKey | null;
  onSelect: (key: ChoiceKey) => void;
}) {
  const intl = useIntl();
  const placeholderTitle = searchText.trim();
  return (
    <div
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'mealPlan.add.recipes' })}
      className="grid max-h-[50vh] gap-1.5 overflow-y-auto pr-1"
    >
      {placeholderTitle && (
        <label className={cn(optionClass, 'border-dashed')}>
          <input
            type="radio"
            name={name}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            checked={selected === 'placeholder'}
            onChange={() => onSelect('placeholder')}
            aria-label={intl.formatMessage(
              { id: 'mealPlan.add.placeholderOptionLabel' },
              { title: placeholderTitle },
            )}
          />
          <MealSummary
            variant="option"
            title={intl.formatMessage(
              { id: 'mealPlan.add.placeholderOption' },
              { title: placeholderTitle },
            )}
            detail={intl.formatMessage({ id: 'mealPlan.placeholderRecipe' })}
            imageUrl={null}
            isPlaceholder
          />
        </label>
      )}
      {recipes.map((recipe) => (
        <label key={recipe.id} className={optionClass}>
          <input
            type="radio"
            name={name}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            checked={selected === recipe.id}
            onChange={() => onSelect(recipe.id)}
            aria-label={recipe.title}
          />
          <MealSummary
            variant="option"
            title={recipe.title}
            detail={intl.formatMessage(
              { id: 'mealPlan.add.recipeDetail' },
              { category: recipe.category.name, servings: recipe.servings },
            )}
            imageUrl={recipe.imageUrl}
            isPlaceholder={false}
          />
        </label>
      ))}
    </div>
  );
}
