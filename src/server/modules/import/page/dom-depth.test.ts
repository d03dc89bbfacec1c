import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { MAX_READ_DEPTH, nestsDeeperThan } from './dom-depth';
import { extractRecipeFromHtml } from './extract-recipe';

const PAGE_URL = 'https://example.com/soup';

const jsonLd = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Leek Soup',
  recipeIngredient: ['3 leeks', '1 l stock'],
  recipeInstructions: ['Soften the leeks.', 'Add the stock.'],
})}</script>`;

const STEPS = [
  'Soften the leeks in the butter for ten minutes.',
  'Add the stock and simmer for twenty minutes.',
  'Season with the salt and serve hot.',
];

/** Lists the HTML fallback reads, under `depth` nested divs. */
function nestedPage(depth: number, head = '') {
  const list =
    '<h2>Ingredients</h2><ul><li>3 leeks, sliced</li><li>2 tbsp butter</li>' +
    '<li>1 l vegetable stock</li><li>1 tsp salt</li></ul>';
  const steps = `<h2>Directions</h2><ol>${STEPS.map((s) => `<li>${s}</li>`).join('')}</ol>`;
  const body = `${'<div>'.repeat(depth)}<h1>Leek Soup</h1>${list}${steps}${'</div>'.repeat(depth)}`;
  return `<html><head><title>Leek Soup</title>${head}</head><body>${body}</body></html>`;
}

describe('nestsDeeperThan', () => {
  it('measures how deep elements nest', () => {
    expect(nestsDeeperThan(load(nestedPage(10)), 50)).toBe(false);
    expect(nestsDeeperThan(load(nestedPage(60)), 50)).toBe(true);
  });
});

describe('a page nested deeper than the server reads', () => {
  it('still reads an ordinary page', () => {
    expect(extractRecipeFromHtml(nestedPage(20), PAGE_URL)?.directions).toEqual(STEPS);
  });

  it('gives its JSON-LD recipe, and leaves its HTML alone', () => {
    const deep = nestedPage(MAX_READ_DEPTH + 50, jsonLd);
    expect(extractRecipeFromHtml(deep, PAGE_URL)).toMatchObject({
      title: 'Leek Soup',
      directions: ['Soften the leeks.', 'Add the stock.'],
    });
    expect(extractRecipeFromHtml(nestedPage(MAX_READ_DEPTH + 50), PAGE_URL)).toBeNull();
  });
});
