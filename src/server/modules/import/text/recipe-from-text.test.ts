import { describe, expect, it } from 'vitest';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { asMarkup, readRecipeText } from './parse-recipe-text';
import { recipeFromText, type TextImportDeps } from './recipe-from-text';

const SHOPPING_LIST = 'Weekend shopping\n- 2 kg potatoes\n- 6 eggs\n- milk';

const FROM_MODEL: ExtractedRecipe = {
  title: 'Potato Omelette',
  subtitle: null,
  servings: 2,
  prepTime: null,
  cookTime: null,
  totalTime: null,
  imageUrls: [],
  category: null,
  ingredients: [{ quantity: '6', unit: null, text: 'eggs', line: '6 eggs' }],
  directions: ['Fry the potatoes, add the eggs.'],
};

/** The reading the import workers run, here in the test's own thread. */
const read: TextImportDeps['read'] = (text, options) =>
  Promise.resolve(readRecipeText(text, options));
const noModel: TextImportDeps = { structureWithAi: null, read };

/** A fake model that records what it was asked. */
function model(answer: ExtractedRecipe | null): TextImportDeps & { asked: string[] } {
  const asked: string[] = [];
  const structureWithAi = (text: string) => {
    asked.push(text);
    return Promise.resolve(answer);
  };
  return { asked, structureWithAi, read };
}

const JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Banana Bread',
  recipeYield: '1 loaf (10 slices)',
  prepTime: 'PT15M',
  cookTime: 'PT1H',
  image: 'https://example.com/banana.jpg',
  recipeIngredient: ['3 ripe bananas', '250 g flour', '1 tsp baking soda'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Mash the bananas.' },
    { '@type': 'HowToStep', text: 'Stir in the flour and the soda, then bake.' },
  ],
};

describe('recipeFromText', () => {
  it('reads plain text with the parser and does not ask the model when it is enough', async () => {
    const ai = model(FROM_MODEL);
    const recipe = await recipeFromText('Boiled Eggs\n- 2 eggs\nSteps\n1. Boil for 8 minutes.', ai);
    expect(recipe).toMatchObject({ title: 'Boiled Eggs', directions: ['Boil for 8 minutes.'] });
    expect(ai.asked).toEqual([]);
  });

  it('answers null for text without steps when no model is configured', async () => {
    await expect(recipeFromText(SHOPPING_LIST, noModel)).resolves.toBeNull();
    await expect(recipeFromText('just some words', noModel)).resolves.toBeNull();
  });

  it('asks the model when the parser finds no steps, and takes its recipe', async () => {
    const ai = model(FROM_MODEL);
    await expect(recipeFromText(SHOPPING_LIST, ai)).resolves.toEqual(FROM_MODEL);
    expect(ai.asked).toEqual([SHOPPING_LIST]);
  });

  it('answers null when the model finds no recipe either', async () => {
    const ai = model(null);
    await expect(recipeFromText(SHOPPING_LIST, ai)).resolves.toBeNull();
    const incomplete = model({ ...FROM_MODEL, directions: [] });
    await expect(recipeFromText(SHOPPING_LIST, incomplete)).resolves.toBeNull();
  });

  it('reads pasted JSON-LD through the page extractor', async () => {
    const recipe = await recipeFromText(JSON.stringify(JSON_LD, null, 2), noModel);
    expect(recipe).toMatchObject({
      title: 'Banana Bread',
      servings: 1,
      prepTime: 15,
      cookTime: 60,
      imageUrls: ['https://example.com/banana.jpg'],
    });
    expect(recipe?.ingredients.map((ingredient) => ingredient.line)).toEqual(
      JSON_LD.recipeIngredient,
    );
    expect(recipe?.directions).toEqual([
      'Mash the bananas.',
      'Stir in the flour and the soda, then bake.',
    ]);
  });

  it('reads a pasted page through the page extractor', async () => {
    const page = `<!doctype html><html><head><title>Banana Bread | Blog</title>
<script type="application/ld+json">${JSON.stringify(JSON_LD)}</script></head>
<body><h1>Banana Bread</h1><p>My favourite.</p></body></html>`;
    const recipe = await recipeFromText(page, noModel);
    expect(recipe?.title).toBe('Banana Bread');
    expect(recipe?.ingredients).toHaveLength(3);
  });

  it('gives the model the words of a page without a recipe in it, not its markup', async () => {
    const ai = model(FROM_MODEL);
    const page =
      '<div><h2>Potato omelette</h2><script>track()</script><p>Fry 2 potatoes &amp; add 6 eggs.</p></div>';
    await expect(recipeFromText(page, ai)).resolves.toEqual(FROM_MODEL);
    expect(ai.asked).toEqual(['Potato omelette\nFry 2 potatoes & add 6 eggs.']);
  });
});

describe('asMarkup', () => {
  it('tells markup and JSON-LD from plain text', () => {
    expect(asMarkup('<p>Pancakes</p>')).toBe('<p>Pancakes</p>');
    expect(asMarkup('{"@type": "Recipe", "name": "x</script>"}')).toBe(
      '<script type="application/ld+json">{"@type": "Recipe", "name": "x\\u003c/script>"}</script>',
    );
    expect(asMarkup('Pancakes\n- 2 eggs (< 100 g each)\n1. Mix {well}.')).toBeNull();
    expect(asMarkup('{"name": "not JSON-LD"}')).toBeNull();
  });
});
