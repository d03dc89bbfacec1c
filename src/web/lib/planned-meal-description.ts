import type { MealPlan } from '#shared/meal-plans/meal-plans.schemas';
import type { PlaceholderData } from '#shared/staging/staging.schemas';

/**
 * Title, picture and servings of what a meal plan entry or a staged item holds, whether a
 * recipe or a placeholder. The calendar, Today's Plan and the staging area show them alike.
 */
export function describePlannedMeal(entry: Pick<MealPlan, 'recipe' | 'placeholderData'>) {
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
  return describePlaceholder(placeholderData);
}

export function describePlaceholder(data: PlaceholderData | null) {
  return {
    title: data?.title || 'Untitled meal',
    subtitle: data?.subtitle ?? 'Placeholder Recipe',
    imageUrl: null,
    servings: data?.servings ?? 1,
    isPlaceholder: true,
  };
}
