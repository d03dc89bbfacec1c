import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { extractRecipeFromHtml } from './extract-recipe';
import { recipeFromPageText } from './page-text';

const PAGE = 'https://cook.example/recipes/dish';
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const lines = (recipe: ReturnType<typeof extractRecipeFromHtml>) =>
  recipe?.ingredients.map((i) => i.line);

describe('pages written as paragraphs (site builders)', () => {
  const html = `<html><head><title>Mexican Cauliflower Rice</title></head><body>
    <nav><ul><li>Home</li><li>Blog</li></ul></nav>
    <p>A quick side for taco night.</p>
    <p><span>Ingredients:</span></p>
    <p><span>• 1 bag cauliflower rice</span></p><p><span>• 1-2 Tbsp olive oil</span></p>
    <p><span>• 1/4 teaspoon turmeric</span></p>
    <p><span>Directions:</span></p>
    <p>Heat a pan on medium heat with oil.</p>
    <p>Turn the heat down to low and add the turmeric, cayenne, garlic powder, salsa, salt and pepper, then cook until done (about 2-3 more minutes).</p>
    <p>Black Bean Salad</p><p>Roasted Carrot Hummus</p>
    </body></html>`;

  it('finds the lists after headings written as paragraphs', () => {
    const recipe = extractRecipeFromHtml(html, PAGE);
    expect(recipe?.title).toBe('Mexican Cauliflower Rice');
    expect(lines(recipe)).toHaveLength(3);
    expect(recipe?.directions).toHaveLength(2);
  });

  it('reads the text under its headings like pasted text when no list is found', () => {
    const recipe = recipeFromPageText(load(html), 'Mexican Cauliflower Rice');
    expect(recipe?.title).toBe('Mexican Cauliflower Rice');
    expect(lines(recipe)).toEqual([
      '1 bag cauliflower rice',
      '1-2 Tbsp olive oil',
      '1/4 teaspoon turmeric',
    ]);
    // The links to other posts after the steps are not steps.
    expect(recipe?.directions).toEqual([
      'Heat a pan on medium heat with oil.',
      'Turn the heat down to low and add the turmeric, cayenne, garlic powder, salsa, salt and pepper, then cook until done (about 2-3 more minutes).',
    ]);
  });
});

describe('ingredient groups in lists of their own', () => {
  it('joins the lists next to the one found, with only a group name between them', () => {
    const html = `<html><head><title>Tuna melt</title></head><body>
      <h2>Produce</h2><ul><li>1 small red onion</li><li>2 celery stalks</li></ul>
      <h2>Pantry</h2><ul><li>2 cans tuna</li><li>4 dill pickles</li><li>1/3 cup mayonnaise</li>
      <li>4 teaspoons mustard</li></ul>
      <h2>Dairy</h2><ul><li>6 ounces cheddar</li></ul>
      <p>Read about the history of the tuna melt and why it is a diner classic.</p>
      <ul><li>Share on Facebook</li><li>Share on Pinterest</li></ul>
      <h2>Method</h2><ol><li>Chop the onion and celery and mix them with the tuna.</li>
      <li>Top the bread with the tuna and cheese and grill it.</li></ol></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '1 small red onion',
      '2 celery stalks',
      '2 cans tuna',
      '4 dill pickles',
      '1/3 cup mayonnaise',
      '4 teaspoons mustard',
      '6 ounces cheddar',
    ]);
  });
});

describe('ingredient tables', () => {
  it('reads one line per row with its cells joined, when structured lines lack amounts', () => {
    const html = `<html><head><title>Cookies</title>${jsonLd({
      '@type': 'Recipe',
      name: 'Peanut Butter Cookies',
      recipeIngredient: ['flour', 'baking soda', 'peanut butter'],
      recipeInstructions: ['Mix everything.', 'Bake for 12 minutes.'],
    })}</head><body><table class="table-ingredients">
      <tr><th>Amount</th><th>Ingredient</th></tr>
      <tr><td>1 ½ cups</td><td>all-purpose flour</td></tr>
      <tr><td>1 teaspoon</td><td>baking soda</td></tr>
      <tr><td>1 cup</td><td>peanut butter</td></tr></table></body></html>`;
    expect(lines(extractRecipeFromHtml(html, PAGE))).toEqual([
      '1 ½ cups all-purpose flour',
      '1 teaspoon baking soda',
      '1 cup peanut butter',
    ]);
  });
});

describe('steps', () => {
  const recipe = (instructions: unknown, body: string) =>
    extractRecipeFromHtml(
      `<html><head>${jsonLd({
        '@type': 'Recipe',
        name: 'Apricot flan',
        recipeIngredient: ['200 g apricots', '1 flan base'],
        recipeInstructions: instructions,
      })}</head><body>${body}</body></html>`,
      PAGE,
    );

  it("prefer the page's steps to a structured teaser, under a heading naming the dish", () => {
    const body = `<h2>Abrikozenvlaai maken</h2>
      <p>Maak eerst de banketbakkersroom en het vlaaideeg volgens het basisrecept.</p>
      <p>Snijd de abrikozen kruislings in en leg ze twee minuten in kokend water.</p>
      <p>Bekleed de vorm met het deeg en verdeel de room over de bodem van de vlaai.</p>`;
    expect(recipe('Met dit recept bak je zelf een heerlijke vlaai!', body)?.directions).toEqual([
      'Maak eerst de banketbakkersroom en het vlaaideeg volgens het basisrecept.',
      'Snijd de abrikozen kruislings in en leg ze twee minuten in kokend water.',
      'Bekleed de vorm met het deeg en verdeel de room over de bodem van de vlaai.',
    ]);
  });

  it('drop step counters, follow-us lines and script text', () => {
    const body = `<div class="instructions"><p>Step 1</p><p>Preheat the oven to 350 F.</p>
      <p>Step 2</p><p>Bake the flan for 30 minutes.</p>
      <script>(adsbygoogle = window.adsbygoogle || []).push({});</script>
      <p>Follow us on Pinterest for more flans!</p></div>`;
    expect(recipe([], body)?.directions).toEqual([
      'Preheat the oven to 350 F.',
      'Bake the flan for 30 minutes.',
    ]);
  });
});
