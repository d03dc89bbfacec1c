import { describe, expect, it } from 'vitest';
import { extractRecipeFromHtml } from './extract-recipe';

const PAGE = 'https://shop.example/recepten/udon-bowl';
const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

/** A grocer's recipe page whose recipe is drawn by script: headings over empty boxes. */
const emptyRecipeBoxes = `<main><h1>Udon bowl met paksoi</h1>
  <div class="tabs"><div><h2>Ingrediënten</h2></div><div><h2>Bereiding</h2></div></div>
  <div id="app-root"></div></main>`;

describe('navigation is never a recipe (decision 029)', () => {
  it('refuses a page whose only lists are its footer links', () => {
    const html = `<html><head><title>Udon bowl met paksoi | Picnic</title></head><body>
      <header><nav><ul><li><a href="/">Home</a></li><li><a href="/recepten">Recepten</a></li>
      </ul></nav></header>${emptyRecipeBoxes}
      <footer><h3>Over Picnic</h3><ul>
      <li><a href="/careers">Careers at Picnic</a></li><li><a href="/bezorger">Word bezorger</a></li>
      <li><a href="/blog">Blog</a></li><li><a href="/app">App downloaden</a></li></ul></footer>
      </body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)).toBeNull();
  });

  it('refuses a list of links outside any marked region (a footer of plain blocks)', () => {
    const html = `<html><head><title>Udon bowl met paksoi | Picnic</title></head><body>
      ${emptyRecipeBoxes}
      <div class="bottom"><p>Over Picnic</p><ul>
      <li><a href="/careers">Careers at Picnic</a></li><li><a href="/bezorger">Word bezorger</a></li>
      <li><a href="/blog">Blog</a></li><li><a href="/app">App downloaden</a></li></ul></div>
      </body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)).toBeNull();
  });

  it('refuses structured data without ingredients when the page offers only its furniture', () => {
    const html = `<html><head><title>Stuffed squash</title>${jsonLd({
      '@type': 'Recipe',
      name: 'Stuffed squash',
      recipeInstructions: ['Hollow the squash and boil it for twenty minutes.'],
    })}</head><body><h1>Stuffed squash</h1>
      <div class="recipe-ingredients"><ul><li>Prep time: 60 min</li><li>Cook time: 20 min</li>
      </ul></div>
      <div class="legal"><ul><li>Kontakt |</li><li>Privatlivspolitik |</li><li>© Site 2025</li>
      </ul></div></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)).toBeNull();
  });

  it('refuses a recipe with no ingredient line at all', () => {
    const html = `<html><head>${jsonLd({
      '@type': 'Recipe',
      name: 'Gnocchi',
      recipeInstructions: ['Fry the mushrooms, add the spinach and the gnocchi.'],
    })}</head><body><h1>Gnocchi</h1></body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)).toBeNull();
  });

  it('still reads a grocer’s list that links every product, with its amounts', () => {
    const html = `<html><head><title>Udon bowl</title></head><body><h1>Udon bowl</h1>
      <h2>Ingredients</h2><ul><li><a href="/p/1">3 pak choi</a></li>
      <li><a href="/p/2">2 packs udon noodles</a></li><li><a href="/p/3">4 tbsp tahini</a></li></ul>
      <h2>Method</h2><ol><li>Boil the noodles and blanch the pak choi for two minutes.</li>
      <li>Stir the tahini into the noodles and serve them with the pak choi.</li></ol>
      </body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.ingredients.map((i) => i.line)).toEqual([
      '3 pak choi',
      '2 packs udon noodles',
      '4 tbsp tahini',
    ]);
  });

  it('still reads a sidebar or header that the theme names for the recipe', () => {
    const html = `<html><head><title>Toast</title></head><body><h1>Toast</h1>
      <aside class="recipe-ingredients"><ul><li>2 slices bread</li><li>1 tbsp butter</li>
      <li>1 pinch salt</li></ul></aside>
      <div class="instructions"><p>Toast the bread and spread the butter while it is hot.</p></div>
      </body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.ingredients.map((i) => i.line)).toEqual([
      '2 slices bread',
      '1 tbsp butter',
      '1 pinch salt',
    ]);
  });

  it('drops share links from the steps', () => {
    const html = `<html><head><title>Toast</title></head><body><h1>Toast</h1>
      <h2>Ingredients</h2><ul><li>2 slices bread</li><li>1 tbsp butter</li></ul>
      <div class="instructions"><ol><li>Toast the bread until golden on both sides.</li>
      <li>Spread the butter while the toast is hot.</li>
      <li><a href="/share/pinterest">Klik om op Pinterest te delen</a></li>
      <li><a href="/share/facebook">Klik om te delen op Facebook</a></li></ol></div>
      </body></html>`;
    expect(extractRecipeFromHtml(html, PAGE)?.directions).toEqual([
      'Toast the bread until golden on both sides.',
      'Spread the butter while the toast is hot.',
    ]);
  });
});
