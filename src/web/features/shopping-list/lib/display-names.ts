import type { GroceryCategory } from '#shared/shopping/grocery-category';
import type { MessageId } from '#web/lib/i18n/catalogues';

/**
 * The grocery aisles as people read them. Items carry the shared dictionary's English key
 * ('Dairy & Eggs'), which the server sorts and groups by; the screen shows these names.
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
