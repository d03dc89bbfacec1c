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
  const shows = listShows(marks);
  const list: RecipeSummary[] = [];
  for (const card of cards) {
    if (!shows(card)) continue;
    list.push({ ...card, isFavorite: favorites.has(card.id), isHidden: hidden.has(card.id) });
  }
  return list;
}

/**
 * Whether the user's list shows a card of the family's (composeRecipeList's rule, for answers
 * built from the list without copying its cards, like "What can we cook?").
 */
export function listShows(marks: RecipeMarks): (card: RecipeBrief) => boolean {
  const hidden = new Set(marks.hiddenIds);
  const inactive = new Set(marks.inactiveCookbookIds);
  return (card) =>
    !inactive.has(card.cookbook.id) && (marks.showHiddenRecipes || !hidden.has(card.id));
}
