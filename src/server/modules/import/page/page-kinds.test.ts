import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-recipe';

const PAGE = 'https://cook.example/recipes/melt';
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const lines = (recipe: ReturnType<typeof extractRecipeFromHtml>) =>
  recipe?.ingredients.map((i) => i.line);

describe('pages without schema.org data', () => {
  it('finds an ingredient list with no class or heading by its shape', () => {
    const html = `<html><head><title>Tuna melt | Cook site</title></head><body>
      <nav><ul><li>Home</li><li>Recipes</li><li>About</li></ul></nav>
      <div><ul><li>1 small red onion</li><li>2 celery stalks</li><li>½ cup dill</li>
      <li>1 lemon</li></ul></div>
      <h2>Method</h2><ol><li>Chop the onion and the celery.</li>
      <li>Mix them with the dill and the lemon juice.</li></ol></body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.title).toBe('Tuna melt');
    expect(lines(recipe)).toEqual([
      '1 small red onion',
      '2 celery stalks',
      '½ cup dill',
      '1 lemon',
    ]);
  });

  it('reads lines split by <br> inside a heading-styled block after the Ingredients heading', () => {
    const html = `<html><head><title>Chicken curry</title></head><body><h1>Chicken curry</h1>
      <h4>Ingredients</h4><h5>• 2 tablespoons olive oil<br>• 50g butter<br>• 1.6kg chicken thighs</h5>
      <h4>Method</h4><p>Brown the chicken in the oil and butter, then simmer it for an hour.</p>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 tablespoons olive oil',
      '50 g butter',
      '1.6 kg chicken thighs',
    ]);
  });
});

describe('pages without schema.org data: steps and split rows', () => {
  it('reads steps titled by lower headings under a "Step-by-step Instructions" heading', () => {
    const html = `<html><head><title>Chicken bake</title></head><body><h1>Chicken bake</h1>
      <h2>Ingredients</h2><ul><li>1 kg chicken thighs</li><li>1 red onion</li></ul>
      <h2>Step-by-step Instructions</h2>
      <h3>1. Preheat the oven</h3><p>We want it nice and hot for crisp edges.</p>
      <h3>2. Toss the chicken</h3><p>Toss the chicken and onion with the oil and spices.</p>
      <h2>More recipes</h2><p>Try our lamb bake next time you cook.</p></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.directions).toEqual([
      'We want it nice and hot for crisp edges.',
      'Toss the chicken and onion with the oil and spices.',
    ]);
  });

  it('reads steps written as paragraphs right after the ingredient list', () => {
    const html = `<html><head><title>Chicken salad</title></head><body><h1>Chicken salad</h1>
      <ul><li>6 cups chicken, shredded</li><li>3 cups grapes, halved</li><li>2 celery ribs</li></ul>
      <hr><p>Combine the chicken, grapes and celery in a large bowl.</p>
      <p>Fold in the dressing and chill before serving.</p>
      <h3>Related</h3><p>Another salad you will like with the same dressing.</p></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.directions).toEqual([
      'Combine the chicken, grapes and celery in a large bowl.',
      'Fold in the dressing and chill before serving.',
    ]);
  });

  it('joins amounts and names printed in two elements, in the order the page writes them', () => {
    const row = (a: string, b: string) =>
      `<div><span>${a}</span></div><div><span>${b}</span></div>`;
    const html = `<html><head><title>Mash</title></head><body><h1>Mash</h1>
      <div class="ingredients">${row('ziemniaki', '1 kilogram')}${row('cebula', '1 sztuka')}
      ${row('jajka', '2 sztuki')}</div>
      <div class="instructions"><p>Boil the potatoes, fry the onion and mash them with the eggs.</p></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      'ziemniaki 1 kilogram',
      'cebula 1 sztuka',
      'jajka 2 sztuki',
    ]);
  });
});

describe('a class-named container around both lists', () => {
  it('keeps the steps inside a block named for directions out of the ingredients', () => {
    const html = `<html><head><title>Rack of lamb</title></head><body><h1>Rack of lamb</h1>
      <div class="card ingredients-card"><ul><li>2 racks of lamb</li><li>1 tbsp salt</li></ul>
      <div class="card-text directions"><ol><li>Rub the lamb with the salt.</li>
      <li>Grill it over medium-high heat until done.</li></ol></div></div></body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(lines(recipe)).toEqual(['2 racks of lamb', '1 tbsp salt']);
    expect(recipe?.directions).toEqual([
      'Rub the lamb with the salt.',
      'Grill it over medium-high heat until done.',
    ]);
  });
});

describe('an ingredients block that runs on into the method', () => {
  it("ends the ingredient list at the method's heading line", () => {
    const html = `<html><head><title>Chicken rice</title></head><body><h1>Chicken rice</h1>
      <div class="recipe-ingredients"><ul><li>400 g chicken thighs</li><li>280 g jasmine rice</li>
      <li>Method</li><li>Slice the chicken and marinate it for an hour.</li></ul></div>
      <div class="recipe-method"><p>Slice the chicken and marinate it for an hour.</p></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '400 g chicken thighs',
      '280 g jasmine rice',
    ]);
  });
});

describe('microdata outside its Recipe item', () => {
  it('reads ingredient and step properties that carry no Recipe item around them', () => {
    const html = `<html><head><title>Carbonara</title></head><body><h1>Carbonara</h1>
      <ul><li itemprop="ingredients">250 g tagliatelle</li><li itemprop="ingredients">1 egg</li></ul>
      <div itemprop="recipeInstructions"><p>Cook the pasta.</p><p>Stir in the egg off the heat.</p></div>
      <div itemscope itemtype="https://schema.org/Comment"><p itemprop="ingredients">not this</p></div>
      </body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(lines(recipe)).toEqual(['250 g tagliatelle', '1 egg']);
    expect(recipe?.directions).toEqual(['Cook the pasta.', 'Stir in the egg off the heat.']);
  });

  it('reads the lists of a Recipe item that closes before them', () => {
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe">
      <meta itemprop="name" content="Apple bread"></div>
      <ul><li itemprop="recipeIngredient">25 g yeast</li><li itemprop="recipeIngredient">2 apples</li></ul>
      <ol itemprop="recipeInstructions"><li>Knead the dough.</li><li>Bake it with the apples.</li></ol>
      </body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.title).toBe('Apple bread');
    expect(lines(recipe)).toEqual(['25 g yeast', '2 apples']);
    expect(recipe?.directions).toEqual(['Knead the dough.', 'Bake it with the apples.']);
  });
});

describe('JSON-LD steps written loosely', () => {
  it('flattens ingredient lines grouped as nested lists', () => {
    const html = jsonLd({
      '@type': 'Recipe',
      name: 'Chicken and potatoes',
      recipeIngredient: [['1 kg chicken', '1 onion'], ['5 potatoes']],
      recipeInstructions: 'Roast everything together.',
    });
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '1 kg chicken',
      '1 onion',
      '5 potatoes',
    ]);
  });

  it('reads HowToSection steps under a capitalised ItemListElement', () => {
    const html = jsonLd({
      '@type': 'Recipe',
      name: 'Tikka masala',
      recipeIngredient: ['400 g chicken'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Sauce',
          ItemListElement: [{ '@type': 'HowToStep', text: 'Simmer the tomatoes.' }],
        },
      ],
    });
    expect(extractRecipeFromHtml(html, PAGE)?.directions).toEqual([
      'Sauce',
      'Simmer the tomatoes.',
    ]);
  });
});

describe('which image leads', () => {
  it("puts the page's share image (og:image) before the JSON-LD thumbnails", () => {
    const html = `<html><head><meta property="og:image" content="/share-1200.jpg">
      ${jsonLd({
        '@type': 'Recipe',
        name: 'Melt',
        image: ['/melt-225x225.jpg', '/share-1200.jpg'],
        recipeIngredient: ['1 slice bread'],
        recipeInstructions: ['Toast it.'],
      })}</head><body></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.imageUrls).toEqual([
      'https://cook.example/share-1200.jpg',
      'https://cook.example/melt-225x225.jpg',
    ]);
  });
});

describe('one list in several unit systems', () => {
  it('reads the first system only', () => {
    const html = `<html><head><title>Shortbread | Cook site</title></head><body>
      <h2>Ingredients</h2><ul><li>85 g butterscotch candies</li><li>200 g butter</li>
      <li>1 tsp vanilla paste</li><li>3 oz butterscotch candies</li><li>7.1 oz butter</li>
      <li>1 tsp vanilla paste</li></ul>
      <h2>Method</h2><ol><li>Crush the candies in a bag with a rolling pin.</li>
      <li>Cream the butter with the sugar until pale.</li></ol></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '85 g butterscotch candies',
      '200 g butter',
      '1 tsp vanilla paste',
    ]);
  });
});

describe('microdata ingredient lines inside a list marked as one ingredient', () => {
  it('reads the marked lines, not the wrapper as one line', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Kohlrabi bake</h1>
      <div itemprop="recipeIngredient"><span itemprop="ingredients">2 kohlrabi</span>
      <span itemprop="ingredients">6 potatoes</span><span itemprop="ingredients">1 onion</span></div>
      <div itemprop="recipeInstructions">Slice the kohlrabi and the potatoes.</div>
      </div></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 kohlrabi',
      '6 potatoes',
      '1 onion',
    ]);
  });
});

describe('one block holding both lists', () => {
  it('does not read the steps as ingredients too', () => {
    const html = `<html><head><title>Oat smoothie | Cook site</title></head><body>
      <div class="ingredients"><h2>Ingredients</h2><ul><li>1/2 cup oats</li><li>1 banana</li>
      <li>1 cup almond milk</li></ul>
      <h2>Directions</h2><ol><li>Soak the oats in the almond milk for ten minutes.</li>
      <li>Blend everything until smooth and pour into a glass.</li></ol></div></body></html>`;
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(lines(recipe)).toEqual(['1/2 cup oats', '1 banana', '1 cup almond milk']);
    expect(recipe?.directions).toHaveLength(2);
  });
});
