import type { RecipeBrief } from '#shared/recipes/recipes.schemas';
import { searchable } from '#shared/recipes/search-text';

/**
 * Client-side search and category filter of the recipes list (product rule: recipes-search). Search
 * looks at the title, subtitle, category name and ingredient texts; the ingredient texts come from
 * the family's search index (already normalised), loaded when someone first searches.
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
export function categoryNames(recipes: readonly RecipeBrief[]): string[] {
  const names = new Set(recipes.map((recipe) => recipe.category.name));
  return [...names].sort((a, b) => collator.compare(a, b));
}

/** Ingredient texts by recipe id, normalised by searchable() (the family's search index). */
export type IngredientTexts = ReadonlyMap<number, string>;

/** The normalised text a search runs over. */
export function searchText(recipe: RecipeBrief, ingredientText = ''): string {
  const own = searchable(
    [recipe.title, recipe.subtitle, recipe.category.name].filter(Boolean).join('\n'),
  );
  return ingredientText ? `${own}\n${ingredientText}` : own;
}

/**
 * Builds a filter over a list once (search texts computed up front), so typing through a
 * list of thousands of recipes stays cheap. Every word of the search must match somewhere.
 * Without the ingredient texts (not loaded yet) it searches the cards' own fields.
 */
export function createRecipeFilter<T extends RecipeBrief>(
  recipes: readonly T[],
  ingredientTexts?: IngredientTexts,
) {
  const indexed = recipes.map((recipe) => ({
    recipe,
    text: searchText(recipe, ingredientTexts?.get(recipe.id)),
  }));
  return ({ search, category }: RecipeFilters): T[] => {
    const words = searchable(search).split(/\s+/).filter(Boolean);
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

export function filterRecipes<T extends RecipeBrief>(
  recipes: readonly T[],
  filters: RecipeFilters,
  ingredientTexts?: IngredientTexts,
): T[] {
  return createRecipeFilter(recipes, ingredientTexts)(filters);
}
