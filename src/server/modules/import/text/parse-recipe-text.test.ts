import { describe, expect, it } from 'vitest';
import { parseRecipeText } from './parse-recipe-text';

function lines(recipe: ReturnType<typeof parseRecipeText>) {
  return recipe?.ingredients.map((ingredient) => ingredient.line);
}

describe('parseRecipeText (English)', () => {
  it('reads a recipe with headings, a subtitle, facts, bullets and numbered steps', () => {
    const recipe = parseRecipeText(`Grandma's Pancakes
Fluffy buttermilk pancakes for Sunday mornings

Serves 4
Prep 10 min | Cook time: 20 minutes

Ingredients:
- 1½ cups all-purpose flour
- 2 tbsp sugar
- 1/2 tsp baking soda
- 300 ml buttermilk
- 2 eggs
- salt to taste

Directions
1. Whisk the flour and the sugar in a large bowl.
2. Beat in the buttermilk and the eggs until smooth.
3. Fry ladlefuls in a hot buttered pan until golden.
`);
    expect(recipe).toMatchObject({
      title: "Grandma's Pancakes",
      subtitle: 'Fluffy buttermilk pancakes for Sunday mornings',
      servings: 4,
      prepTime: 10,
      cookTime: 20,
      totalTime: null,
      imageUrls: [],
      category: null,
    });
    expect(recipe?.ingredients[0]).toEqual({
      quantity: '1½',
      unit: 'cups',
      text: 'all-purpose flour',
      line: '1½ cups all-purpose flour',
    });
    expect(recipe?.ingredients[1]).toMatchObject({ quantity: '2', unit: 'tbsp', text: 'sugar' });
    expect(recipe?.ingredients[2]).toMatchObject({ quantity: '1/2', unit: 'tsp' });
    expect(recipe?.ingredients[3]).toMatchObject({ quantity: '300', unit: 'ml' });
    expect(lines(recipe)?.slice(4)).toEqual(['2 eggs', 'salt to taste']);
    expect(recipe?.directions).toEqual([
      'Whisk the flour and the sugar in a large bowl.',
      'Beat in the buttermilk and the eggs until smooth.',
      'Fry ladlefuls in a hot buttered pan until golden.',
    ]);
  });

  it('reads markdown with Windows line endings, group headings and a notes section', () => {
    const recipe = parseRecipeText(
      [
        '# **Chicken Curry**',
        '',
        '**Servings:** 6 · **Total:** 45 mins',
        '',
        '## Ingredients',
        '### For the paste',
        '* 2 cloves garlic',
        '* 1 tsp ground cumin',
        '',
        'For the curry:',
        '* 500 g chicken thighs',
        '* 400 ml coconut milk',
        '',
        '## Instructions',
        '1) Blend the garlic and the cumin to a paste.',
        '2) Brown the chicken, stir in the paste and pour in the coconut milk.',
        '3) Simmer for 25 minutes.',
        '',
        '## Notes',
        'Keeps for three days in the fridge.',
      ].join('\r\n'),
    );
    expect(recipe?.title).toBe('Chicken Curry');
    expect(recipe?.subtitle).toBeNull();
    expect(recipe).toMatchObject({ servings: 6, totalTime: 45 });
    expect(lines(recipe)).toEqual([
      '2 cloves garlic',
      '1 tsp ground cumin',
      '500 g chicken thighs',
      '400 ml coconut milk',
    ]);
    expect(recipe?.directions).toEqual([
      'Blend the garlic and the cumin to a paste.',
      'Brown the chicken, stir in the paste and pour in the coconut milk.',
      'Simmer for 25 minutes.',
    ]);
  });

  it('reads a recipe without headings: amounts are ingredients, sentences after them steps', () => {
    const recipe = parseRecipeText(`Simple Tomato Sauce
2 tbsp olive oil
1 onion, chopped
800 g canned tomatoes
Salt and pepper
Heat the oil in a saucepan and soften the onion for five minutes.
Add the tomatoes and simmer gently for twenty minutes, stirring now and then.
Season with salt and pepper.`);
    expect(lines(recipe)).toEqual([
      '2 tbsp olive oil',
      '1 onion, chopped',
      '800 g canned tomatoes',
      'Salt and pepper',
    ]);
    expect(recipe?.directions).toHaveLength(3);
    expect(recipe?.directions[2]).toBe('Season with salt and pepper.');
  });

  it("reads 'Step 1' labels and joins wrapped step lines", () => {
    const recipe = parseRecipeText(`Flatbread
Makes 8

Ingredients
500g flour
1 teaspoon salt
300 ml warm water

Method
Step 1
Mix the flour, the salt and the water
to a soft dough.
Step 2
Rest it for 30 minutes, then roll out eight rounds.
Step 3: Cook each round in a dry pan.`);
    expect(recipe?.servings).toBe(8);
    expect(recipe?.ingredients.map((i) => i.quantity)).toEqual(['500', '1', '300']);
    expect(recipe?.directions).toEqual([
      'Mix the flour, the salt and the water to a soft dough.',
      'Rest it for 30 minutes, then roll out eight rounds.',
      'Cook each round in a dry pan.',
    ]);
  });

  it('takes numbered steps under the ingredients heading when no steps heading comes', () => {
    const recipe = parseRecipeText(`Overnight Oats
Ingredients (serves 2)
• 1 cup rolled oats
• 1 cup milk
1. Stir everything together in a jar.
2. Leave in the fridge overnight.`);
    expect(recipe?.servings).toBe(2);
    expect(lines(recipe)).toEqual(['1 cup rolled oats', '1 cup milk']);
    expect(recipe?.directions).toEqual([
      'Stir everything together in a jar.',
      'Leave in the fridge overnight.',
    ]);
  });

  it('keeps short unmarked lines under an ingredients heading as ingredients', () => {
    const recipe = parseRecipeText(`Pasta al pomodoro

Ingredients
400g spaghetti
1 tin tomatoes
Basil leaves
Salt and pepper to taste.

Boil the pasta in salted water until al dente.
Meanwhile warm the tomatoes with the basil.
Toss together and serve.`);
    expect(lines(recipe)).toEqual([
      '400 g spaghetti',
      '1 tin tomatoes',
      'Basil leaves',
      'Salt and pepper to taste.',
    ]);
    expect(recipe?.directions).toHaveLength(3);
    expect(recipe?.directions[2]).toBe('Toss together and serve.');
  });

  it('does not take an instruction with a time for a cook time', () => {
    const recipe = parseRecipeText(`Boiled Eggs
4 eggs
Directions
Cook 10 minutes.
Cool them in cold water.`);
    expect(recipe?.cookTime).toBeNull();
    expect(recipe?.directions).toEqual(['Cook 10 minutes.', 'Cool them in cold water.']);
  });

  it('answers a shopping list without steps with its items and no directions', () => {
    const recipe = parseRecipeText(`Shopping
- milk
- 6 eggs
- bread
- 2 kg potatoes`);
    expect(recipe?.directions).toEqual([]);
    expect(recipe?.ingredients).toHaveLength(4);
  });

  it('answers null for text with no recipe in it', () => {
    expect(parseRecipeText('')).toBeNull();
    expect(parseRecipeText('\r\n \n')).toBeNull();
    expect(parseRecipeText('Hello!\nHow are you doing? I hope you are well.')).toBeNull();
    expect(parseRecipeText('Ingredients\n- 2 eggs\nDirections\n1. Boil them.')).toBeNull();
  });

  it('caps long texts and long lists at what a recipe may hold', () => {
    const many = Array.from({ length: 150 }, (_, i) => `- ${i + 1} g spice number ${i + 1}`);
    const recipe = parseRecipeText(
      ['T'.repeat(250), 'Ingredients', ...many, 'Steps', `1. ${'stir '.repeat(600)}`].join('\n'),
    );
    expect(recipe?.title.length).toBeLessThanOrEqual(200);
    expect(recipe?.ingredients).toHaveLength(100);
    expect(recipe?.directions[0]?.length).toBeLessThanOrEqual(2000);
  });

  it('reads the longest text the route accepts in linear time, whatever its shape', () => {
    const size = 100_000;
    const shapes = [
      '[a'.repeat(size / 2),
      ' *a'.repeat(size / 3),
      ' _a _'.repeat(size / 5),
      `Prep ${'1 h '.repeat(size / 4)}`,
      '- 1 cup flour\n'.repeat(size / 14),
      `- ${'1 1/2 '.repeat(size / 6)}`,
    ];
    for (const shape of shapes) {
      const started = performance.now();
      parseRecipeText(`Title\n${shape}`);
      // Each takes tens of milliseconds; a quadratic pattern takes seconds.
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });

  it('drops characters the database cannot store', () => {
    const recipe = parseRecipeText('Toast\u0000\n- 1 slice bread\uD800\nSteps\n1. Toast it.');
    expect(recipe?.title).toBe('Toast');
    expect(lines(recipe)).toEqual(['1 slice bread']);
  });
});
