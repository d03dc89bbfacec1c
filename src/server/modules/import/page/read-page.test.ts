import { describe, expect, it } from 'vitest';
import { MAX_READ_DEPTH } from './dom-depth';
import { extractRecipeFromHtml } from './extract-recipe';
import { readRecipePage } from './read-page';

const PAGE_URL = 'https://example.com/soup';
const jsonLd = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Leek Soup',
  recipeIngredient: ['3 leeks', '1 l stock'],
  recipeInstructions: ['Soften the leeks.', 'Add the stock.'],
})}</script>`;
const lists =
  '<h1>Leek Soup</h1><h2>Ingredients</h2><ul><li>3 leeks, sliced</li><li>1 l stock</li></ul>' +
  '<h2>Directions</h2><ol><li>Soften the leeks in butter.</li><li>Add the stock.</li></ol>';

/** The page: 25,000 × four unclosed tags (450 kB), 10 s of the server's thread. */
const hostile = (head = '') =>
  `<html><head><title>Leek Soup</title>${head}</head><body>${lists}${'<div><span><b><i>'.repeat(25_000)}</body></html>`;

describe('readRecipePage', () => {
  it('reads an ordinary page exactly as the extractor does', () => {
    const page = `<html><head><title>Leek Soup</title></head><body>${lists}</body></html>`;
    const read = readRecipePage(page, PAGE_URL);
    expect(read?.directions).toEqual(['Soften the leeks in butter.', 'Add the stock.']);
    expect(read).toEqual(extractRecipeFromHtml(page, PAGE_URL));
  });

  it('reads only the JSON-LD of a page past the limits, without building its tree', () => {
    const started = performance.now();
    expect(readRecipePage(hostile(jsonLd), PAGE_URL)).toMatchObject({
      title: 'Leek Soup',
      directions: ['Soften the leeks.', 'Add the stock.'],
    });
    expect(readRecipePage(hostile(), PAGE_URL)).toBeNull();
    // Building the tree of each took 10 s; the scan and the JSON-LD take milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a page as deep as the limit in full', () => {
    const deep = (depth: number) =>
      `<html><head><title>Leek Soup</title></head><body>${'<div>'.repeat(depth)}${lists}</body></html>`;
    // html, body and the lists' own levels (ol > li) under the divs.
    expect(readRecipePage(deep(MAX_READ_DEPTH - 4), PAGE_URL)?.ingredients).toHaveLength(2);
    expect(readRecipePage(deep(MAX_READ_DEPTH), PAGE_URL)).toBeNull();
  });
});
