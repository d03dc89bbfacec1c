import { describe, expect, it } from 'vitest';
import { GROCERY_DICTIONARY } from './grocery-dictionary';
import { categorizeIngredient, GROCERY_CATEGORIES, GROCERY_LOOKUP } from './grocery-category';
import { parseIngredientName } from './ingredient-name';

const category = (text: string) => categorizeIngredient(parseIngredientName(text).name);

describe('grocery dictionary', () => {
  it('knows at least 200 ingredients, each in one category only', () => {
    const entries = Object.entries(GROCERY_DICTIONARY).flatMap(([name, list]) =>
      list.split(',').map((entry) => [name, entry.trim()] as const),
    );
    expect(entries.length).toBeGreaterThanOrEqual(200);
    expect(GROCERY_LOOKUP.size).toBeGreaterThanOrEqual(200);
    for (const [name, entry] of entries) {
      expect(entry, `empty entry in ${name}`).not.toBe('');
      expect(categorizeIngredient(entry), entry).toBe(name);
    }
  });

  it('lists the categories sorted by name', () => {
    expect([...GROCERY_CATEGORIES]).toEqual([...GROCERY_CATEGORIES].sort());
    expect(GROCERY_CATEGORIES).toContain('Other');
  });
});

describe('categorizeIngredient', () => {
  it('puts produce counted in cans or jars in the pantry', () => {
    expect(categorizeIngredient('diced tomatoes', 'can')).toBe('Pantry');
    expect(categorizeIngredient('roasted red peppers', 'jar')).toBe('Pantry');
    expect(categorizeIngredient('tomatoes', 'piece')).toBe('Produce');
    expect(categorizeIngredient('coconut milk', 'can')).toBe('Pantry');
  });

  it.each([
    // Produce, with sizes, plurals and preparation
    ['large onions, chopped', 'Produce'],
    ['onion', 'Produce'],
    ['red bell peppers', 'Produce'],
    ['Red bell pepper, seeded', 'Produce'],
    ['jalapeño peppers', 'Produce'],
    ['scotch bonnet pepper, blended', 'Produce'],
    ['garlic cloves, minced', 'Produce'],
    ['celery stalks, diced', 'Produce'],
    ['very ripe bananas, mashed', 'Produce'],
    ['fresh lemon juice', 'Produce'],
    ['lemon zest', 'Produce'],
    ['baby spinach', 'Produce'],
    ['sweet potatoes', 'Produce'],
    ['cherry tomatoes, halved', 'Produce'],
    ['fresh thyme sprigs', 'Produce'],
    ['fresh ginger, grated', 'Produce'],
    ['tart apples, peeled and sliced', 'Produce'],
    // Meat & Seafood
    ['beef chuck roast', 'Meat & Seafood'],
    ['ground beef', 'Meat & Seafood'],
    ['boneless skinless chicken breasts', 'Meat & Seafood'],
    ['chicken pieces, bone-in', 'Meat & Seafood'],
    ['large shrimp, peeled and deveined', 'Meat & Seafood'],
    ['salmon fillets', 'Meat & Seafood'],
    ['thick-cut bacon', 'Meat & Seafood'],
    // Dairy & Eggs
    ['large eggs', 'Dairy & Eggs'],
    ['egg, beaten, for brushing', 'Dairy & Eggs'],
    ['cream cheese, softened', 'Dairy & Eggs'],
    ['cold buttermilk', 'Dairy & Eggs'],
    ['unsalted butter', 'Dairy & Eggs'],
    ['shredded cheddar cheese', 'Dairy & Eggs'],
    ['freshly grated Parmesan', 'Dairy & Eggs'],
    ['warm milk', 'Dairy & Eggs'],
    ['heavy cream', 'Dairy & Eggs'],
    ['sour cream', 'Dairy & Eggs'],
    // Bakery
    ['hamburger buns', 'Bakery'],
    ['crusty bread', 'Bakery'],
    ['flour tortillas', 'Bakery'],
    ['pita breads', 'Bakery'],
    // Pantry
    ['all-purpose flour', 'Pantry'],
    ['brown sugar, packed', 'Pantry'],
    ['baking soda', 'Pantry'],
    ['baking powder', 'Pantry'],
    ['vanilla extract', 'Pantry'],
    ['extra-virgin olive oil', 'Pantry'],
    ['chicken broth', 'Pantry'],
    ['beef stock', 'Pantry'],
    ['peanut butter', 'Pantry'],
    ['coconut milk', 'Pantry'],
    ['tomato paste', 'Pantry'],
    ['Worcestershire sauce', 'Pantry'],
    ['long-grain parboiled rice, rinsed', 'Pantry'],
    ['canned black beans, drained', 'Pantry'],
    ['rolled oats', 'Pantry'],
    ['chocolate chips', 'Pantry'],
    ['sun-dried tomatoes', 'Pantry'],
    ['dried apricots', 'Pantry'],
    ['cider vinegar', 'Pantry'],
    ['instant yeast', 'Pantry'],
    ['powdered sugar, for the icing', 'Pantry'],
    ['roasted peanuts, finely ground', 'Pantry'],
    // Spices & Seasonings
    ['salt to taste', 'Spices & Seasonings'],
    ['kosher salt', 'Spices & Seasonings'],
    ['freshly ground black pepper', 'Spices & Seasonings'],
    ['ground cinnamon', 'Spices & Seasonings'],
    ['ground ginger', 'Spices & Seasonings'],
    ['dried thyme', 'Spices & Seasonings'],
    ['dried basil', 'Spices & Seasonings'],
    ['bay leaves', 'Spices & Seasonings'],
    ['smoked paprika', 'Spices & Seasonings'],
    ['cayenne pepper', 'Spices & Seasonings'],
    ['red pepper flakes', 'Spices & Seasonings'],
    ['pepper soup spice', 'Spices & Seasonings'],
    ['curry powder', 'Spices & Seasonings'],
    ['garlic powder', 'Spices & Seasonings'],
    // Frozen
    ['frozen peas', 'Frozen'],
    ['frozen mixed berries', 'Frozen'],
    ['Vanilla ice cream, for serving', 'Frozen'],
    ['puff pastry sheets', 'Frozen'],
    // Beverages
    ['dry red wine', 'Beverages'],
    ['orange juice', 'Beverages'],
    ['club soda', 'Beverages'],
    ['brewed coffee', 'Beverages'],
    // Other
    ['kitchen twine', 'Other'],
    ['gochujang-ish mystery', 'Other'],
  ])('%j → %s', (text, expected) => {
    expect(category(text)).toBe(expected);
  });
});
