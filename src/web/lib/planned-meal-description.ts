import type { IntlShape } from 'react-intl';
import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { PlaceholderData } from '#shared/staging/staging.schemas';

/**
 * The subtitle the add-meal dialog stores with a placeholder it makes: the app's own words,
 * not the family's, so they show in the active language like the default.
 */
const STORED_PLACEHOLDER_SUBTITLE = 'Placeholder Recipe';

/**
 * Title, picture and servings of what a meal plan entry or a staged item holds, whether a
 * recipe or a placeholder, in the active language. The calendar, Today's Plan and the staging
 * area show them alike.
 */
export function describePlannedMeal(
  intl: IntlShape,
  entry: Pick<MealPlan, 'recipe' | 'placeholderData'>,
) {
  const { recipe, placeholderData } = entry;
  if (recipe) {
    return {
      title: recipe.title,
      subtitle: recipe.subtitle,
      imageUrl: recipe.imageUrl,
      servings: recipe.servings,
      isPlaceholder: false,
    };
  }
  return describePlaceholder(intl, placeholderData);
}

export function describePlaceholder(intl: IntlShape, data: PlaceholderData | null) {
  const subtitle = data?.subtitle;
  return {
    title: data?.title || intl.formatMessage({ id: 'lib.plannedMeal.untitled' }),
    subtitle:
      subtitle == null || subtitle === STORED_PLACEHOLDER_SUBTITLE
        ? intl.formatMessage({ id: 'lib.plannedMeal.placeholderSubtitle' })
        : subtitle,
    imageUrl: null,
    servings: data?.servings ?? 1,
    isPlaceholder: true,
  };
}

/** The servings alone (no words, so no `intl`): for what only counts them (drag and drop). */
export function plannedMealServings(entry: Pick<MealPlan, 'recipe' | 'placeholderData'>): number {
  return entry.recipe ? entry.recipe.servings : (entry.placeholderData?.servings ?? 1);
}
