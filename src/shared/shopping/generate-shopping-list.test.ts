import { describe, expect, it } from 'vitest';
import { generateShoppingList, type GeneratedItem } from './generate-shopping-list';
import { lines, meal, placeholder } from './test-fixtures';
import { readPantryStock } from '../pantry/pantry-stock';

const find = (items: GeneratedItem[], name: string) => items.filter((item) => item.name === name);

describe('generateShoppingList: the required cases', () => {
  it('merges 1 cup milk and 250 ml milk into millilitres', () => {
    const { items } = generateShoppingList([
      meal('Pancakes', 4, [['1', 'cup', 'milk']]),
      meal('Cream Soup', 4, [['250', 'milliliter', 'milk']]),
    ]);
    expect(lines(items)).toEqual(['487 ml milk']);
    expect(items[0]).toMatchObject({
      category: 'Dairy & Eggs',
      recipeNames: 'Pancakes, Cream Soup',
    });
  });

  it('adds 2 onions and 1 large onion to 3 onions', () => {
    const { items } = generateShoppingList([
      meal('Stew', 4, [['2', null, 'onions, quartered']]),
      meal('Chili', 4, [['1', null, 'large onion, finely chopped']]),
    ]);
    expect(lines(items)).toEqual(['3 onions']);
    expect(items[0]!.detailText).toBe('quartered; finely chopped');
    // Whichever form comes first, three are 'onions' and one is an 'onion'.
    const reversed = generateShoppingList([
      meal('Chili', 4, [['1', null, 'large onion']]),
      meal('Stew', 4, [['2', null, 'onion']]),
    ]);
    expect(lines(reversed.items)).toEqual(['3 onions']);
    // Half an onion is one to buy.
    const half = generateShoppingList([meal('Salsa', 4, [['1', null, 'red onions']], 2)]);
    expect(lines(half.items)).toEqual(['1 red onion']);
  });

  it('adds 500 g flour and 1 lb flour to about 954 g', () => {
    const { items } = generateShoppingList([
      meal('Bread', 8, [['500', 'gram', 'flour']]),
      meal('Cake', 8, [['1', 'pound', 'flour']]),
    ]);
    expect(lines(items)).toEqual(['954 g flour']);
  });

  it('adds 1 tbsp and 1 tsp olive oil to 1 1/3 tbsp', () => {
    const { items } = generateShoppingList([
      meal('Salad', 2, [['1', 'tablespoon', 'extra-virgin olive oil']]),
      meal('Pasta', 2, [['1', 'teaspoon', 'extra-virgin olive oil']]),
    ]);
    expect(lines(items)).toEqual(['1 1/3 tbsp extra-virgin olive oil']);
  });

  it('reads the amount of a row written as one text, as the recipe form reads a paste', () => {
    const { items } = generateShoppingList([
      meal('Bread', 4, [[null, null, '2 cups flour']]),
      meal('Cake', 4, [['1', 'cup', 'flour']]),
      meal('Omelette', 2, [[null, null, '3 large eggs']], 4),
    ]);
    expect(lines(items)).toEqual(['6 large eggs', '3 cups flour']);
  });

  it("lists 'salt to taste' from two recipes once", () => {
    const { items } = generateShoppingList([
      meal('Stew', 4, [[null, null, 'salt to taste']]),
      meal('Soup', 4, [[null, null, 'Salt, to taste']]),
    ]);
    expect(items).toEqual([
      {
        name: 'salt',
        category: 'Spices & Seasonings',
        quantity: null,
        unit: null,
        detailText: 'to taste',
        recipeNames: 'Stew, Soup',
      },
    ]);
  });

  it('scales a recipe planned twice in the week at different servings, naming it once', () => {
    const stew = (planned: number) =>
      meal(
        'Beef Stew',
        4,
        [
          ['1 1/2', 'pound', 'beef chuck'],
          ['2', null, 'carrots'],
          ['1', 'cup', 'beef broth'],
        ],
        planned,
      );
    const { items } = generateShoppingList([stew(4), stew(8)]);
    // 1x + 2x = 3x: 4 1/2 lb beef, 6 carrots, 3 cups broth.
    expect(lines(items)).toEqual(['4 1/2 lb beef chuck', '3 cups beef broth', '6 carrots']);
    expect(items.every((item) => item.recipeNames === 'Beef Stew')).toBe(true);
  });

  it('keeps a mass and a volume of the same ingredient apart', () => {
    const { items } = generateShoppingList([
      meal('Cookies', 24, [['2 1/4', 'cup', 'all-purpose flour']]),
      meal('Bread', 8, [['500', 'gram', 'all-purpose flour']]),
    ]);
    // Same name: in the order the recipes were met.
    expect(lines(items)).toEqual(['2 1/4 cups all-purpose flour', '500 g all-purpose flour']);
  });
});

describe('generateShoppingList: more merging', () => {
  it('adds ranges end by end and counts in named units only with the same unit', () => {
    const { items } = generateShoppingList([
      meal('Curry', 4, [
        ['2-3', null, 'garlic cloves, minced'],
        ['1', 'can', 'coconut milk'],
      ]),
      meal('Stir Fry', 4, [
        ['3', 'clove', 'garlic'],
        ['400', 'milliliter', 'coconut milk'],
      ]),
    ]);
    expect(find(items, 'garlic').map((i) => `${i.quantity} ${i.unit}`)).toEqual(['5-6 cloves']);
    expect(lines(find(items, 'coconut milk'))).toEqual([
      '1 can coconut milk',
      '400 ml coconut milk',
    ]);
  });

  it("folds 'salt to taste' into a measured salt line, and splits 'salt and pepper'", () => {
    const { items } = generateShoppingList([
      meal('Bread', 8, [['1', 'teaspoon', 'salt']]),
      meal('Stew', 4, [[null, null, 'Salt and pepper to taste']]),
    ]);
    expect(lines(items)).toEqual(['pepper', '1 tsp salt']);
    expect(find(items, 'salt')[0]).toMatchObject({
      recipeNames: 'Bread, Stew',
      detailText: 'to taste',
    });
    expect(find(items, 'pepper')[0]).toMatchObject({ recipeNames: 'Stew', detailText: 'to taste' });
  });

  it('keeps quantities that are no number as written, and leaves tap water out', () => {
    const soup = meal('Soup', 4, [
      ['a handful', null, 'fresh parsley'],
      ['1.5', 'liter', 'water'],
      ['2', 'cup', 'ice water'],
      ['a splash', 'tablespoons', 'heavy cream'],
      ['a splash', 'tablespoons', 'heavy cream'],
      ['1', 'can', 'diced tomatoes'],
    ]);
    // Water is every family's staple (product rule: pantry-staples): not bought.
    const waterStaple = readPantryStock(
      [{ name: 'water', quantity: null, unit: null, isStaple: true }],
      'asWritten',
    );
    const { items } = generateShoppingList([soup], 'asWritten', waterStaple);
    expect(lines(items)).toEqual([
      'a splash tbsp heavy cream',
      '1 can diced tomatoes',
      'a handful fresh parsley',
    ]);
    // A family that removed the staple buys water; ice water never.
    expect(lines(generateShoppingList([soup]).items)).toContain('1.5 l water');
    expect(find(items, 'diced tomatoes')[0]).toMatchObject({
      category: 'Pantry',
      detailText: null,
    });
  });

  it('makes no items for placeholders', () => {
    expect(generateShoppingList([placeholder(), placeholder()]).items).toEqual([]);
  });

  it('groups by category sorted by name, items by name within it', () => {
    const { items } = generateShoppingList([
      meal('Dinner', 4, [
        ['2', null, 'carrots'],
        ['1', 'pound', 'ground beef'],
        ['1', null, 'Apple'],
        ['1', 'cup', 'milk'],
        ['1', 'teaspoon', 'cumin'],
        ['2', null, 'hamburger buns'],
        ['1', null, 'mystery widget'],
      ]),
    ]);
    expect(items.map((item) => [item.category, item.name])).toEqual([
      ['Bakery', 'hamburger buns'],
      ['Dairy & Eggs', 'milk'],
      ['Meat & Seafood', 'ground beef'],
      ['Other', 'mystery widget'],
      ['Produce', 'Apple'],
      ['Produce', 'carrots'],
      ['Spices & Seasonings', 'cumin'],
    ]);
  });

  it('lists each recipe once per item, in the order met', () => {
    const { items } = generateShoppingList([
      meal('Omelette', 2, [['3', null, 'eggs']]),
      meal('Cake', 8, [['2', null, 'large eggs']]),
      meal('Omelette', 2, [['3', null, 'eggs']]),
    ]);
    expect(items).toMatchObject([{ name: 'eggs', quantity: '8', recipeNames: 'Omelette, Cake' }]);
  });
});

describe('generateShoppingList: amounts to buy (product rule: shopping-amounts)', () => {
  it('rounds 7 servings of a 6-serving recipe up to what a shop sells', () => {
    const { items } = generateShoppingList([
      meal(
        'Spaghetti Bolognese',
        6,
        [
          ['1', null, 'onion, diced'],
          ['1', 'pound', 'spaghetti'],
          ['1/2', 'cup', 'milk'],
          ['1', 'can', 'crushed tomatoes'],
          ['6', 'cloves', 'garlic'],
          ['2', null, 'large eggs'],
          ['1', 'teaspoon', 'dried oregano'],
          ['500', 'gram', 'ground beef'],
        ],
        7,
      ),
    ]);
    expect(lines(items)).toEqual([
      '3 large eggs',
      '2/3 cup milk',
      '584 g ground beef',
      '2 cans crushed tomatoes',
      '1 1/4 lb spaghetti',
      '7 cloves garlic',
      '2 onions',
      '1 1/4 tsp dried oregano',
    ]);
  });

  it('never shows an eighth and never less than was planned', () => {
    const amounts = generateShoppingList([
      meal('Soup', 8, [['1', 'tablespoon', 'butter']], 1),
      meal('Tea', 4, [['1/8', 'teaspoon', 'saffron']], 5),
    ]).items.map((item) => `${item.quantity} ${item.unit}`);
    // 1/8 tbsp is 3/8 tsp: 1/2 tsp; 5/32 tsp: 1/4 tsp.
    expect(amounts).toEqual(['1/2 tsp', '1/4 tsp']);
  });
});

describe("generateShoppingList: the recipe's own wording", () => {
  it("keeps 'Grated Parmesan, for serving' as the recipe wrote it", () => {
    const { items } = generateShoppingList([
      meal('Spaghetti', 4, [['1/2', 'cup', 'Grated Parmesan, for serving']]),
    ]);
    expect(items).toMatchObject([
      { name: 'Grated Parmesan', detailText: 'for serving', quantity: '1/2', unit: 'cup' },
    ]);
  });

  it('keeps size and preparation words of one wording, in the plural when more than one', () => {
    const { items } = generateShoppingList([
      meal('Soup', 4, [['1', null, 'large onion, halved']]),
      meal('Stew', 4, [['2', null, 'Large Onions']]),
      meal('Salad', 4, [['1', null, 'chopped fresh parsley']]),
    ]);
    // The plural as a recipe wrote it.
    expect(lines(items)).toEqual(['1 chopped fresh parsley', '3 Large Onions']);
    expect(find(items, 'Large Onions')[0]!.detailText).toBe('halved');
  });

  it('merges differently worded lines under what is bought, preparation as detail', () => {
    const { items } = generateShoppingList([
      meal('Pasta', 4, [['1/4', 'cup', 'Grated Parmesan, for serving']]),
      meal('Salad', 4, [['1/4', 'cup', 'parmesan, shaved']]),
    ]);
    expect(items).toMatchObject([
      {
        name: 'Parmesan',
        quantity: '1/2',
        unit: 'cup',
        detailText: 'Grated, for serving; shaved',
        recipeNames: 'Pasta, Salad',
      },
    ]);
  });

  it('keeps the wording when an unmeasured line of the same wording folds in', () => {
    const { items } = generateShoppingList([
      meal('Pasta', 4, [['1', 'cup', 'grated Parmesan']]),
      meal('Soup', 4, [[null, null, 'Grated parmesan, for serving']]),
    ]);
    expect(items).toMatchObject([
      { name: 'grated Parmesan', quantity: '1', unit: 'cup', detailText: 'for serving' },
    ]);
  });
});
