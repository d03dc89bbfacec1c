import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-recipe';

/** The rules of decision 029, each on a small page of the kind it is for. */
const PAGE = 'https://cook.example/recipes/dish';
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const lines = (recipe: ReturnType<typeof extractRecipeFromHtml>) =>
  recipe?.ingredients.map((i) => i.line);
const steps = ['Mix everything in a bowl and leave it for ten minutes.', 'Serve it cold.'];

describe('structured lines mended from the page', () => {
  it('takes the page’s line for a JSON-LD line that lacks its amount', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Wraps',
      recipeIngredient: ['2 tbsp honey', ' dijon mustard', '1 cup cabbage', 'honey'],
      recipeInstructions: steps,
    })}</head><body><div class="ingredients"><ul><li>2 tbsp (30ml) honey</li>
      <li>2 tsp (10ml) dijon mustard</li><li>1 cup (90g) cabbage</li><li>honey</li></ul></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 tbsp honey',
      '2 tsp (10ml) dijon mustard',
      '1 cup cabbage',
      // The page's '2 tbsp (30ml) honey' is the first line's: 'honey' to brush with stays.
      'honey',
    ]);
  });

  it('splits a list written as one line', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Cupcakes',
      recipeIngredient: '125ml milk, 1 tsp cider vinegar, 60ml olive oil, 100g caster sugar',
      recipeInstructions: steps,
    })}</head><body></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '125 ml milk',
      '1 tsp cider vinegar',
      '60 ml olive oil',
      '100 g caster sugar',
    ]);
  });

  it('reads the page’s list when the structured lines are keywords without amounts', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Mac and cheese',
      recipeIngredient: "Cheese, Pasta, Za'atar",
      recipeInstructions: steps,
    })}</head><body><h2>Ingredients</h2><ul><li>300g pasta</li><li>600ml milk</li>
      <li>150g cheddar, grated</li><li>3 tbsp za’atar</li></ul></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '300 g pasta',
      '600 ml milk',
      '150 g cheddar, grated',
      '3 tbsp za’atar',
    ]);
  });

  it('reads the page’s list when the structured line runs the whole list together', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Tofu stew',
      recipeIngredient: ['2 tbsp sesame oil2 small onions, chopped.3 cloves of garlic, minced.'],
      recipeInstructions: steps,
    })}</head><body><div class="ingredients"><ul><li>2 tbsp sesame oil</li>
      <li>2 small onions, chopped.</li><li>3 cloves of garlic, minced.</li></ul></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 tbsp sesame oil',
      '2 small onions, chopped.',
      '3 cloves of garlic, minced.',
    ]);
  });

  it('reads the groups when the structured lines only name them', () => {
    const group = (name: string, items: string[]) =>
      `<div class="Ingredients"><h2>${name}</h2><div>${items.map((i) => `<p>${i}</p>`).join('')}</div></div>`;
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Bûche',
      recipeIngredient: ['Décor', 'Biscuit', 'Ganache'],
      recipeInstructions: steps,
    })}</head><body><div class="grid">
      ${group('Décor', ['50g de chocolat', 'Cacao en poudre'])}
      ${group('Biscuit', ['2 oeufs', '70g de noisette en poudre', '20g de farine'])}
      ${group('Ganache', ['200g de chocolat', '25cl de crème liquide'])}</div></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '50 g de chocolat',
      'Cacao en poudre',
      '2 oeufs',
      '70 g de noisette en poudre',
      '20 g de farine',
      '200 g de chocolat',
      '25 cl de crème liquide',
    ]);
  });

  it('keeps the recipe the page’s main heading names when it carries several', () => {
    const recipe = (name: string, ingredient: string) => ({
      '@type': 'Recipe',
      name,
      recipeIngredient: [ingredient, '1 onion', '2 tomatoes', '1 garlic clove', 'salt'],
      recipeInstructions: steps,
    });
    const html = `<html><head><title>Huevos Rancheros — Ethan</title>
      ${jsonLd(recipe('Salsa Ranchera', '350 g plum tomatoes'))}
      ${jsonLd({ '@type': 'Recipe', name: 'Huevos Rancheros', recipeIngredient: ['2 eggs', '2 tortillas'], recipeInstructions: steps })}
      </head><body><h1>Huevos Rancheros</h1></body></html>`;
    const found = extractRecipeFromHtml(html, PAGE);
    expect(found?.title).toBe('Huevos Rancheros');
    expect(lines(found)).toEqual(['2 eggs', '2 tortillas']);
  });

  it('splits steps written in one string with their numbers inline', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Basque cheesecake',
      recipeIngredient: ['250克奶油奶酪', '2个鸡蛋', '120g淡奶油'],
      recipeInstructions: '1.奶油奶酪软化，加入糖粉 2.模具垫油纸 3.烤28分钟 4. 5.',
    })}</head><body></body></html>`;
    const found = extractRecipeFromHtml(html, PAGE);
    expect(found?.directions).toEqual(['奶油奶酪软化，加入糖粉', '模具垫油纸', '烤28分钟']);
    // Chinese writes no space after the amount; the line's parts need one.
    expect(lines(found)).toEqual(['250克 奶油奶酪', '2个 鸡蛋', '120 g 淡奶油']);
  });
});

describe('microdata', () => {
  it('reads each marked element as one line, whatever blocks it holds', () => {
    const item = (amount: string, name: string) =>
      `<li itemprop="recipeIngredient"><div><span> ${amount} </span>\n ${name} </div></li>`;
    const term = (amount: string, name: string) =>
      `<div itemprop="recipeIngredient">\n<dt>${amount}</dt>\n<dd>${name}</dd>\n</div>`;
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Boeuf bourguignon</h1>
      <ul>${item('2', 'Eggs')}${item('½ cup', 'Farro')}</ul>
      <dl>${term('40 gr', 'ontbijtspek')}${term('1 teentje', 'knoflook')}</dl>
      <div itemprop="recipeInstructions"><p>Brown the bacon, then stew everything.</p></div>
      </div></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '2 Eggs',
      '½ cup Farro',
      '40 gr ontbijtspek',
      '1 teentje knoflook',
    ]);
  });
});

describe('pages without schema.org data', () => {
  const method = `<h2>Method</h2><ol><li>Melt the sugar in a pot over a medium heat.</li>
    <li>Stir in the seeds and spread the brittle on a mat.</li></ol>`;

  it('leaves out the controls printed inside list items', () => {
    const html = `<html><head><title>Chicken bake</title></head><body><h1>Chicken bake</h1>
      <h2>Ingredients</h2><ul>
      <li>3 chicken breasts <a href="#" class="to_shopping_list" title="Add to shopping list">shopping list</a></li>
      <li>2 cups broccoli <button>Add</button></li><li>salt, to taste</li></ul>${method}</body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '3 chicken breasts',
      '2 cups broccoli',
      'salt, to taste',
    ]);
  });

  it('reads definition lists line by line, without their group headings', () => {
    const html = `<html><head><title>Sesame brittle</title></head><body><h1>Sesame brittle</h1>
      <dl class="ingredients"><h3>brittle</h3><dt><a href="/s"><b>brown sugar</b></a><u>45 g</u></dt>
      <dt><a href="/v"><b>vanilla extract</b></a><u>1.25 ml</u></dt>
      <dt><a href="/b"><b>black sesame seeds</b></a><u>35 g</u></dt></dl>${method}</body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      'brown sugar 45 g',
      'vanilla extract 1.25 ml',
      'black sesame seeds 35 g',
    ]);
  });

  it('knows section headings in more languages (Greek, Turkish, Russian)', () => {
    const page = (ingredients: string, steps: string) => `<html><head><title>Dish</title></head>
      <body><h1>Dish</h1><h3>${ingredients}</h3><p>6 ντομάτες</p><p>3 μελιτζάνες</p>
      <p>2 κ.σ. ζάχαρη</p><h3>${steps}</h3><p>Κόβουμε τις ντομάτες και τις γεμίζουμε με το ρύζι.</p>
      <h3>Σχόλια</h3><p>Πολύ ωραίο φαγητό, το φτιάξαμε ξανά την Κυριακή.</p></body></html>`;
    for (const [ingredients, stepsHeading] of [
      ['Υλικά', 'Εκτέλεση'],
      ['Malzemeler', 'Yapılışı'],
      ['Ингредиенты', 'Приготовление'],
    ] as const) {
      const found = extractRecipeFromHtml(page(ingredients, stepsHeading), PAGE);
      expect(lines(found)).toEqual(['6 ντομάτες', '3 μελιτζάνες', '2 κ.σ. ζάχαρη']);
      expect(found?.directions).toEqual(['Κόβουμε τις ντομάτες και τις γεμίζουμε με το ρύζι.']);
    }
  });

  it('joins amounts and names split in two elements, whatever the unit’s dots', () => {
    const row = (a: string, b: string) =>
      `<div><span>${a}</span></div><div><span>${b}</span></div>`;
    const html = `<html><head><title>Gemista</title></head><body><h1>Gemista</h1>
      <div class="ingredients">${row('6', 'ντομάτες')}${row('2 κ.σ.', 'φρυγανιά')}
      ${row('1⅓ φλ.', 'ελαιόλαδο')}${row('1 ματσ.', 'δυόσμο')}</div>
      <div class="instructions"><p>Κόβουμε τις ντομάτες και τις γεμίζουμε με το ρύζι.</p></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '6 ντομάτες',
      '2 κ.σ. φρυγανιά',
      '1⅓ φλ. ελαιόλαδο',
      '1 ματσ. δυόσμο',
    ]);
  });

  it('ends ingredients written as paragraphs where a list of steps begins', () => {
    const html = `<html><head><title>Bürli</title></head><body><h1>Bürli</h1>
      <p><span>Ingrédients pour le levain (1 nuit)</span></p>
      <p><b>150 g de farine bise</b></p><p><b>150 g d'eau tiède</b></p>
      <p><b>10 g de levain chef</b></p>
      <ul><li>Mettre le levain chef dans un bol, verser l'eau et bien mélanger.</li></ul>
      <ul><li>Couvrir et laisser fermenter trois heures.</li></ul>
      <div class="preparation"><p>Cuire 20 minutes à 240°C, puis laisser refroidir.</p></div>
      </body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '150 g de farine bise',
      "150 g d'eau tiède",
      '10 g de levain chef',
    ]);
  });

  it('reads rows to tick off as lines when the page has no list', () => {
    const row = (amount: string, name: string) =>
      `<div class="row"><input type="checkbox"><div><div>${amount}</div><div>${name}</div></div></div>`;
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Gnocchi',
      recipeInstructions: ['Fry the mushrooms, add the spinach and the gnocchi.'],
    })}</head><body><h1>Gnocchi</h1><div class="text-xl">Hozzávalók</div><div>
      ${row('50 g', 'vaj')}${row('300 g', 'csiperkegomba')}${row('500 g', 'gnocchi')}</div>
      <form><label><input type="checkbox"> Send me the newsletter</label></form></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '50 g vaj',
      '300 g csiperkegomba',
      '500 g gnocchi',
    ]);
  });

  it('reads a step that holds an empty paragraph', () => {
    const html = `<html><head><title>Meringues</title></head><body><h1>Meringues</h1>
      <h2>Ingredients</h2><ul><li>4 egg whites</li><li>1 cup sugar</li></ul>
      <div class="instructions"><ul><li>Preheat the oven to 200°.</li>
      <li>Line a rimmed baking sheet with parchment. <p>&nbsp;</li>
      <li>Whisk the whites, then the sugar, until glossy. <p>&nbsp;</li></ul></div></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.directions).toEqual([
      'Preheat the oven to 200°.',
      'Line a rimmed baking sheet with parchment.',
      'Whisk the whites, then the sugar, until glossy.',
    ]);
  });
});
