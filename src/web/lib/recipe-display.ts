import type { IntlShape } from 'react-intl';

/**
 * How recipe cards and the dialog show times, servings and images (product rule: recipe-card
 * (card-image-fallback, total-time, servings-label)).
 */

export const DEFAULT_RECIPE_IMAGE = '/images/default-recipe.svg';

/**
 * Image URLs that mean "no real picture": placeholder hosts (via.placeholder.com,
 * placehold.co, placeholder images), 'no-image' paths and the default-recipe asset itself.
 */
const PLACEHOLDER_MARKERS = ['placeholder', 'placehold.', 'no-image', 'default-recipe'];

/** The image to show: the recipe's own, or the default image for a missing/placeholder URL. */
export function resolveRecipeImageUrl(imageUrl: string | null | undefined): string {
  const url = imageUrl?.trim();
  if (!url) return DEFAULT_RECIPE_IMAGE;
  const lower = url.toLowerCase();
  if (PLACEHOLDER_MARKERS.some((marker) => lower.includes(marker))) return DEFAULT_RECIPE_IMAGE;
  return url;
}

/** prepTime + cookTime in minutes; null when not above 0 (then nothing is shown). */
export function totalTimeMinutes(recipe: { prepTime: number | null; cookTime: number | null }) {
  const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  return total > 0 ? total : null;
}

/** '{n} mins' in the active language, or null when the total time is not above 0. */
export function formatTotalTime(
  intl: IntlShape,
  recipe: { prepTime: number | null; cookTime: number | null },
) {
  const total = totalTimeMinutes(recipe);
  return total === null
    ? null
    : intl.formatMessage({ id: 'lib.recipe.totalTime' }, { minutes: total });
}

/** '1 serving' / '{n} servings' in the active language. */
export function formatServings(intl: IntlShape, servings: number) {
  return intl.formatMessage({ id: 'lib.recipe.servings' }, { count: servings });
}
