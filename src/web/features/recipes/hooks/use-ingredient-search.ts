import { useState } from 'react';
import { useRecipeSearchIndex } from '../api/family-recipes';
import type { IngredientTexts } from '../lib/filter-recipes';

/**
 * The family's ingredient texts for a list's search, fetched only once the user turns to the
 * search box (focus or a first key), so browsing never downloads them (docs/decisions/022).
 * Until they come, the search looks at titles, subtitles and categories.
 */
export function useIngredientSearch(familyId: number | null, search: string) {
  const [wanted, setWanted] = useState(false);
  if (search !== '' && !wanted) setWanted(true);
  const index = useRecipeSearchIndex(familyId, wanted);
  return {
    ingredientTexts: index.data as IngredientTexts | undefined,
    onSearchFocus: () => setWanted(true),
  };
}
