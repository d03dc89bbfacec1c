import type { RecipeBrief, RecipeMarks, RecipeSummary } from './recipes.schemas';

/**
 * A family's list as the user sees it (docs/decisions/022): the family's cards without the
 * cookbooks the user switched off, without recipes hidden from the family unless the user
 * shows hidden recipes, each with the user's favourite and hidden flags. Order is kept.
 * Type-only imports: no zod reaches the client through this file.
 */
export function composeRecipeList(
  cards: readonly RecipeBrief[],
  marks: RecipeMarks,
): RecipeSummary[] {
  const favorites = new Set(marks.favoriteIds);
  const hidden = new Set(marks.hiddenIds);
  const inactive = new Set(marks.inactiveCookbookIds);
  const list: RecipeSummary[] = [];
  for (const card of cards) {
    if (inactive.has(card.cookbook.id)) continue;
    const isHidden = hidden.has(card.id);
    if (isHidden && !marks.showHiddenRecipes) continue;
    list.push({ ...card, isFavorite: favorites.has(card.id), isHidden });
  }
  return list;
}
