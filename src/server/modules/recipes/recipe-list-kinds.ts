import type { DbOrTx } from '#server/db/client';
import type { RecipeBrief, RecipeSearchIndex } from '#shared/recipes/recipes.schemas';
import { searchable } from '#shared/recipes/search-text';
import {
  findFamilyIngredientTexts,
  findFamilyRecipeCardsByIds,
  findFamilyRecipeCardsPage,
} from './recipe-list.repository';
import type { ListKind } from './recipe-list-cache-refresh';

/**
 * The two cached answers of the family list (decision 022), as the cache reads and patches
 * them (decision 032): the cards, and the ingredient search index.
 */

/** Cards read per query when a family list is read whole. */
const CARD_PAGE_SIZE = 1000;

const titleKey = (title: string) => title.toLowerCase();

/**
 * By title (case-insensitively, then id; the browser sorts for display with its own
 * collation).
 */
export function compareCards(a: RecipeBrief, b: RecipeBrief) {
  const [x, y] = [titleKey(a.title), titleKey(b.title)];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
}

/**
 * Every card the family sees, in order. Read a page at a time, letting other requests run
 * between pages: PGlite is one session (in its own thread since decision 033), and 10,000
 * cards read at once held it for about 300 ms (product rule: list-budget). In the caller's
 * transaction (repeatable read, so the pages are one snapshot).
 */
export async function readFamilyCards(tx: DbOrTx, familyId: number, pageSize = CARD_PAGE_SIZE) {
  const cards: RecipeBrief[] = [];
  for (let afterId = 0; ;) {
    const page = await findFamilyRecipeCardsPage(tx, familyId, afterId, pageSize);
    cards.push(...page);
    if (page.length < pageSize) return cards.sort(compareCards);
    afterId = page.at(-1)!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// The selects name exactly recipeBriefSchema's fields, so no parse pass is needed
// (recipe-family-list.routes.test.ts checks the answer against the schema).
export const familyCards: ListKind<RecipeBrief> = {
  name: 'cards',
  readAll: (tx, familyId) => readFamilyCards(tx, familyId),
  readSome: (tx, familyId, recipeIds) => findFamilyRecipeCardsByIds(tx, familyId, recipeIds),
  idOf: (card) => card.id,
  compare: compareCards,
};

type SearchEntry = RecipeSearchIndex[number];

const toSearchEntries = (rows: { recipeId: number; text: string }[]): SearchEntry[] =>
  rows.map((row) => [row.recipeId, searchable(row.text)]);

/** `[recipeId, ingredient text]` by recipe id, normalised for the client's search. */
export const familySearchIndex: ListKind<SearchEntry> = {
  name: 'search',
  readAll: async (tx, familyId) => toSearchEntries(await findFamilyIngredientTexts(tx, familyId)),
  readSome: async (tx, familyId, recipeIds) =>
    toSearchEntries(await findFamilyIngredientTexts(tx, familyId, recipeIds)),
  idOf: ([recipeId]) => recipeId,
  compare: ([a], [b]) => a - b,
};
