import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-recipe';
import { ownPageUrl, PLACEHOLDER_PAGE_URL } from './page-url';

const PAGE = 'https://cook.example/recipes/soup';
const page = (head: string, body = '') => `<html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const lines = (recipe: ReturnType<typeof extractRecipeFromHtml>) =>
  recipe?.ingredients.map((i) => i.line);

describe('extractRecipeFromHtml: JSON-LD', () => {
  it('reads a Recipe inside @graph with @type arrays, durations, yield and sized images', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage', name: 'Soup page' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Tomato &amp;amp; Basil Soup',
            recipeYield: ['4', '4 servings'],
            prepTime: 'PT15M',
            cookTime: 'PT1H',
            image: [
              { '@type': 'ImageObject', url: '/small.jpg', width: 300, height: 200 },
              { '@type': 'ImageObject', url: '/large.jpg', width: 1200, height: 800 },
            ],
            recipeCategory: ['Soup'],
            recipeIngredient: [
              '▢ 1½ cups stock',
              '• 2 (14 oz) cans tomatoes',
              'For the topping:',
              'salt to taste',
            ],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Soup',
                itemListElement: [{ '@type': 'HowToStep', text: '<p>Simmer it.</p>' }],
              },
              { '@type': 'HowToStep', text: 'Blend &amp; serve.' },
            ],
          },
        ],
      }),
    );
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe).toMatchObject({
      title: 'Tomato & Basil Soup',
      servings: 4,
      prepTime: 15,
      cookTime: 60,
      totalTime: 75,
      category: 'Soup',
      imageUrls: ['https://cook.example/large.jpg', 'https://cook.example/small.jpg'],
      directions: ['Soup', 'Simmer it.', 'Blend & serve.'],
    });
    expect(lines(recipe)).toEqual(['1½ cups stock', '2 (14 oz) cans tomatoes', 'salt to taste']);
    expect(recipe?.ingredients[0]).toEqual({
      quantity: '1½',
      unit: 'cups',
      text: 'stock',
      line: '1½ cups stock',
    });
  });

  it('repairs malformed JSON-LD and reads mainEntity and text durations', () => {
    const broken = `<script type="application/ld+json">{"@type":"WebPage","mainEntity":{"@type":"Recipe",
      "name":"Bread","totalTime":"45 minutes","recipeYield":"1 loaf",
      "recipeIngredient":["500 g flour","10 g salt",],
      "recipeInstructions":"Mix.\nBake for 40 minutes."}}</script>`;
    const recipe = extractRecipeFromHtml(page(broken), PAGE);
    expect(recipe).toMatchObject({ title: 'Bread', totalTime: 45, servings: 1 });
    expect(lines(recipe)).toEqual(['500 g flour', '10 g salt']);
    expect(recipe?.directions).toEqual(['Mix.', 'Bake for 40 minutes.']);
  });

  it('takes the page list when the JSON-LD lines lack the amounts the page shows', () => {
    const html = page(
      jsonLd({
        '@type': 'Recipe',
        name: 'Cake',
        recipeIngredient: ['flour', 'sugar', 'eggs'],
        recipeInstructions: ['Bake.'],
      }),
      `<ul class="recipe-ingredients"><li>2 cups flour</li><li>1 cup sugar</li><li>3 eggs</li></ul>`,
    );
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 cups flour',
      '1 cup sugar',
      '3 eggs',
    ]);
  });
});

describe('extractRecipeFromHtml: microdata and pages without schema.org data', () => {
  it('reads microdata, ignoring the properties of nested items', () => {
    const html = page(
      '',
      `<div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Pancakes</h1>
        <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
        <meta itemprop="totalTime" content="PT20M"><span itemprop="recipeYield">Serves 2</span>
        <img itemprop="image" src="/p.jpg">
        <ul><li itemprop="recipeIngredient">1 cup milk</li><li itemprop="recipeIngredient">1 egg</li></ul>
        <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
      </div>`,
    );
    expect(extractRecipeFromHtml(html, PAGE)).toMatchObject({
      title: 'Pancakes',
      totalTime: 20,
      servings: 2,
      imageUrls: ['https://cook.example/p.jpg'],
      directions: ['Whisk.', 'Fry.'],
    });
  });

  it('falls back to OpenGraph and the lists under headings', () => {
    const html = page(
      '<meta property="og:title" content="Lentil Stew | Our Kitchen"><meta property="og:image" content="https://img.example/stew.jpg">',
      `<h1>Lentil Stew</h1><div><h2>Ingredients</h2></div><ul><li>1 cup lentils</li><li>2 carrots</li></ul>
       <h2>Method</h2><p>Cook the lentils with the carrots until soft.</p><h2>Comments</h2><p>Great!</p>`,
    );
    expect(extractRecipeFromHtml(html, PAGE)).toMatchObject({
      title: 'Lentil Stew',
      imageUrls: ['https://img.example/stew.jpg'],
      directions: ['Cook the lentils with the carrots until soft.'],
    });
  });

  it('answers null for a page without a recipe', () => {
    expect(
      extractRecipeFromHtml(page('<title>News</title>', '<p>Nothing to cook.</p>'), PAGE),
    ).toBeNull();
  });
});

describe('ownPageUrl', () => {
  it('reads the canonical link, else og:url, else the placeholder', () => {
    expect(ownPageUrl('<link rel="canonical" href="https://a.example/r?x=1&amp;y=2">')).toBe(
      'https://a.example/r?x=1&y=2',
    );
    expect(ownPageUrl('<meta property="og:url" content="https://b.example/r">')).toBe(
      'https://b.example/r',
    );
    expect(ownPageUrl('<link rel="canonical" href="/relative">')).toBe(PLACEHOLDER_PAGE_URL);
  });
});
