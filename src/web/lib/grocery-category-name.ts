import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { GroceryCategory } from '#shared/shopping/grocery-category';
import type { MessageId } from './i18n/catalogues';

/**
 * The grocery aisles as people read them. Shopping items and pantry items carry the shared
 * dictionary's English key ('Dairy & Eggs'), which the server sorts and groups by; screens show
 * these names.
 */
const CATEGORY_NAME_IDS = {
  Bakery: 'shopping.category.bakery',
  Beverages: 'shopping.category.beverages',
  'Dairy & Eggs': 'shopping.category.dairyEggs',
  Frozen: 'shopping.category.frozen',
  'Meat & Seafood': 'shopping.category.meatSeafood',
  Other: 'shopping.category.other',
  Pantry: 'shopping.category.pantry',
  Produce: 'shopping.category.produce',
  'Spices & Seasonings': 'shopping.category.spicesSeasonings',
} as const satisfies Record<GroceryCategory, MessageId>;

/** The id of a category's name; null for a category the dictionary does not know (shown as is). */
export function categoryNameId(category: string): MessageId | null {
  return Object.hasOwn(CATEGORY_NAME_IDS, category)
    ? CATEGORY_NAME_IDS[category as GroceryCategory]
    : null;
}

/** A grocery category's name in the active language; an unknown one as the server sent it. */
export function useCategoryName() {
  const intl = useIntl();
  return useCallback(
    (category: string) => {
      const id = categoryNameId(category);
      return id ? intl.formatMessage({ id }) : category;
    },
    [intl],
  );
}
