import type { RecipeSummary } from '#shared/recipes/recipes.schemas';

/**
 * Client-side search and category filter of the recipes list (spec §2). Search looks at the
 * title, subtitle, category name and ingredient texts.
 */

/** The category filter's value for 'All Categories' (not a possible category name). */
export const ALL_CATEGORIES = '__all__';

export interface RecipeFilters {
  search: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function compareTitles(a: { title: string }, b: { title: string }) {
  return collator.compare(a.title, b.title) || a.title.localeCompare(b.title);
}

/** A copy sorted by title. */
export function sortByTitle<T extends { title: string }>(recipes: readonly T[]): T[] {
  return [...recipes].sort(compareTitles);
}

/** The distinct category names of the recipes, sorted by name. */
export function categoryNames(recipes: readonly RecipeSummary[]): string[] {
  const names = new Set(recipes.map((recipe) => recipe.category.name));
  return [...names].sort((a, b) => collator.compare(a, b));
}

function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The lower-cased text a search runs over. */
export function searchText(recipe: RecipeSummary): string {
  return normalize(
    [recipe.title, recipe.subtitle, recipe.category.name, recipe.ingredientText]
      .filter(Boolean)
      .join('\n'),
  );
}

/**
 * Builds a filter over a list once (search texts computed up front), so typing through a
 * list of thousands of recipes stays cheap. Every word of the search must match somewhere.
 */
export function createRecipeFilter<T extends RecipeSummary>(recipes: readonly T[]) {
  const indexed = recipes.map((recipe) => ({ recipe, text: searchText(recipe) }));
  return ({ search, category }: RecipeFilters): T[] => {
    const words = normalize(search).split(/\s+/).filter(Boolean);
    const byCategory = category !== ALL_CATEGORIES;
    if (!words.length && !byCategory) return recipes as T[];
    return indexed
      .filter(
        ({ recipe, text }) =>
          (!byCategory || recipe.category.name === category) &&
          words.every((word) => text.includes(word)),
      )
      .map(({ recipe }) => recipe);
  };
}

export function filterRecipes<T extends RecipeSummary>(
  recipes: readonly T[],
  filters: RecipeFilters,
): T[] {
  return createRecipeFilter(recipes)(filters);
}
