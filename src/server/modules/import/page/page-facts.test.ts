import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { durationToMinutes, yieldToServings } from '../durations';
import { extractRecipeFromHtml } from './extract-recipe';
import { servingsFromText, timesFromText, visibleText } from './page-facts';

const PAGE = 'https://cook.example/recipes/stew';
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('yields and durations written loosely', () => {
  it('reads the upper end of a range, QuantitativeValue objects and the first item of a list', () => {
    expect(yieldToServings('Serves 4-6')).toBe(6);
    expect(yieldToServings('10 to 12 servings')).toBe(12);
    expect(yieldToServings({ '@type': 'QuantitativeValue', value: 6 })).toBe(6);
    expect(yieldToServings(['6', '6 to 8 servings'])).toBe(6);
  });

  it('reads Duration objects and lenient ISO 8601 forms', () => {
    expect(durationToMinutes({ '@type': 'Duration', '@value': 'P0DT1H10M0S' })).toBe(70);
    expect(durationToMinutes('PT0D4H45M')).toBe(285);
    expect(durationToMinutes('PTH25MS')).toBe(25);
    expect(durationToMinutes('P30M')).toBe(30);
    expect(durationToMinutes('P1DT2H')).toBe(1560);
  });
});

describe('servings and times printed on the page', () => {
  const card = `<div class="card"><h1>Beef stew</h1>
    <ul class="meta"><li><span>Prep:</span> <span>10 mins</span></li>
    <li><span>Cook:</span> <span>1 hr 5 mins</span></li>
    <li><span>Serves</span><span>4</span></li></ul>
    <p>Serve with bread.</p></div>
    <aside>Related: Lamb stew, 45 min, 8 servings</aside>`;

  it('takes the first labelled servings and adds prep and cook when no total is printed', () => {
    const text = visibleText(load(`<html><body>${card}</body></html>`));
    expect(servingsFromText(text)).toBe(4);
    expect(timesFromText(text)).toEqual({ prepTime: 10, cookTime: 65, totalTime: 75 });
  });

  it('reads "Total Time" and servings written after the number', () => {
    const text = 'Total Time: 1 hr 10 mins ¦ Ingredients for 5 (small) servings';
    expect(timesFromText(text).totalTime).toBe(70);
    expect(servingsFromText(text)).toBe(5);
  });

  it('fills what the JSON-LD leaves out from the page text, keeping what it gives', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Beef stew',
      totalTime: 'PT2H',
      recipeIngredient: ['500 g beef', '2 onions'],
      recipeInstructions: 'Brown the beef. Add the onions and simmer.',
    })}</head><body>${card}</body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.servings).toBe(4);
    expect(recipe?.totalTime).toBe(120);
  });
});

describe('ingredient lists printed twice or padded with marks', () => {
  it('keeps one copy of a list repeated in a row and drops lines with no letter or digit', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pear crisp</h1>
      <ul>${['2 pears', '1 tbsp butter', '>', '2 pears', '1 tbsp butter']
        .map((l) => `<li itemprop="recipeIngredient">${l}</li>`)
        .join('')}</ul>
      <div itemprop="recipeInstructions">Slice the pears and bake them with the butter.</div>
    </div></body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.ingredients.map((i) => i.line)).toEqual(['2 pears', '1 tbsp butter']);
  });

  it('drops the heading a class-named container holds and mojibake before no-break spaces', () => {
    const html = `<html><head><meta property="og:title" content="Couscous salad"></head><body>
      <div class="recipe-ingredients"><ul><li>Ingredients</li>
      <li>1 cupÂ\u00A0water</li><li>2/3 cup orange juice</li><li>1 1/3 cups couscous</li></ul></div>
      <div class="recipe-instructions"><ol><li>Boil the water with the orange juice.</li>
      <li>Stir in the couscous and leave it covered for five minutes.</li></ol></div>
    </body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.ingredients.map((i) => i.line)).toEqual([
      '1 cup water',
      '2/3 cup orange juice',
      '1 1/3 cups couscous',
    ]);
  });
});
