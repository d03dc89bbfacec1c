import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { readUpload } from '../archive/read-upload';
import { copyMeThatReader } from './copymethat';

async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [path, data] of Object.entries(entries)) {
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, path);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const HEAD = `<!DOCTYPE html>
<head><meta name="copymethat_class_id_version" content="2"></head>
<html><body>`;

/** A full recipe in Copy Me That's markup: ids repeat in every recipe. */
const TART = `
<div class = "recipe">
<div id = "name">  Plum &amp; Almond Tart </div>
<div id = "link">Adapted from <a id = "original_link" href = "https://bake.example/plum-tart">https://bake.example/plum-tart</a></div>
<img class= "recipeImage" src = "images/plum_tart_ab12c.jpg" width="120px"/>
<div id = "description">Late summer&#39;s best.</div>
<div id = "categories"><span>Tags: </span>
  <span class = "recipeCategory">baking</span><span> </span>
  <span class = "recipeCategory">dessert</span><span> </span>
  <span class = "recipeCategory">Baking</span>
</div>
<div id = "extra_info">
  <span id="made_this"> I made this. </span>
  <span meta="prepTime">PT20M</span><span meta="cookTime">45 minutes</span><span meta="totalTime">1 hour 5 minutes</span>
</div>
<div id = "servings">Servings: <a id="recipeYield">8 slices</a></div>
<ul id = "recipeIngredients">
  <div class= "recipeIngredient recipeIngredient_subheader">Crust:</div>
  <li class= "recipeIngredient">200 g flour</li>
  <li class= "recipeIngredient">100 g cold butter, cubed</li>
  <div class= "recipeIngredient_spacer"></div>
  <div class= "recipeIngredient recipeIngredient_subheader">Filling</div>
  <li class= "recipeIngredient">6 plums, halved</li>
  <div class= "recipeIngredient recipeIngredient_note">or apricots in June</div>
</ul>
<ol id = "recipeInstructions">
  <div class="instruction instruction_subheader">Make the crust:</div>
  <li class = "instruction" value = "1">Rub the butter into the flour.</li>
  <li class = "instruction instruction_next">Chill 30 minutes.</li>
  <div class="instruction instruction_subheader">Bake</div>
  <li class = "instruction" value = "1">Lay the plums on the crust.</li>
  <li class = "instruction" value = "2">Bake at 180 &deg;C.</li>
</ol>
<ul id = "recipeNotes">
  <li class = "recipeNote">Best on the day.</li>
  <li class = "recipeNote">Freezes badly.</li>
</ul>
</div>`;

const NAMELESS = `
<div class = "recipe">
<div id = "name">  </div>
<ul id = "recipeIngredients"><li class= "recipeIngredient">1 egg</li></ul>
</div>`;

const TOAST = `
<div class = "recipe">
<div id = "name">Toast</div>
<ul id = "recipeIngredients"><li class= "recipeIngredient">1 slice bread</li></ul>
<ol id = "recipeInstructions"><li class = "instruction" value = "1">Toast it.</li></ol>
</div>`;

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

async function upload(html: string) {
  return readUpload(
    'copymethat.zip',
    await zipOf({ 'recipes.html': html, 'images/plum_tart_ab12c.jpg': IMAGE }),
  );
}

describe('Copy Me That export', () => {
  it('reads a recipe field by field, each id looked up inside its own div.recipe', async () => {
    const result = copyMeThatReader.read(await upload(`${HEAD}${TART}${TOAST}</body></html>`));
    expect(result.format).toBe('copymethat');
    expect(result.failed).toEqual([]);
    expect(result.mealPlans).toEqual([]);
    expect(result.recipes[0]).toEqual({
      sourceId: 'recipes.html#plum-almond-tart',
      title: 'Plum & Almond Tart',
      description: "Late summer's best.",
      servings: 8,
      prepTime: 20,
      cookTime: 45,
      totalTime: 65,
      sourceUrl: 'https://bake.example/plum-tart',
      categories: ['baking', 'dessert'],
      ingredients: [
        { kind: 'heading', text: 'Crust' },
        { kind: 'ingredient', line: '200 g flour' },
        { kind: 'ingredient', line: '100 g cold butter, cubed' },
        { kind: 'heading', text: 'Filling' },
        { kind: 'ingredient', line: '6 plums, halved' },
        { kind: 'heading', text: 'or apricots in June' },
      ],
      directions: [
        'Make the crust: Rub the butter into the flour. Chill 30 minutes.',
        'Bake: Lay the plums on the crust.',
        'Bake at 180 °C.',
      ],
      notes: 'Best on the day.\n\nFreezes badly.',
      images: [{ kind: 'bytes', bytes: IMAGE }],
    });
    expect(result.recipes[1]).toEqual({
      sourceId: 'recipes.html#toast',
      title: 'Toast',
      description: null,
      servings: null,
      prepTime: null,
      cookTime: null,
      totalTime: null,
      sourceUrl: null,
      categories: [],
      ingredients: [{ kind: 'ingredient', line: '1 slice bread' }],
      directions: ['Toast it.'],
      notes: null,
      images: [],
    });
  });

  it('sends a recipe without a name to failed and reads the ones around it', async () => {
    const result = copyMeThatReader.read(
      await upload(`${HEAD}${TOAST}${NAMELESS}${TART}</body></html>`),
    );
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Toast', 'Plum & Almond Tart']);
    expect(result.failed).toEqual([
      { title: 'recipes.html, recipe 2', reason: 'The recipe has no name.' },
    ]);
  });

  it('takes servings from the servings line when the yield has no element of its own', async () => {
    const html = `${HEAD}<div class = "recipe"><div id = "name">Rice</div>
      <div id = "servings">Servings: 4</div></div></body></html>`;
    const [recipe] = copyMeThatReader.read(await upload(html)).recipes;
    expect(recipe?.servings).toBe(4);
  });

  it('keeps a picture given as a web address, and skips one whose file is missing', async () => {
    const html = `${HEAD}<div class = "recipe"><div id = "name">Rice</div>
      <img class="recipeImage" src="https://img.example/rice.jpg"/>
      <img class="recipeImage" src="images/missing.jpg"/></div></body></html>`;
    const [recipe] = copyMeThatReader.read(await upload(html)).recipes;
    expect(recipe?.images).toEqual([{ kind: 'url', url: 'https://img.example/rice.jpg' }]);
  });

  describe('detect', () => {
    it("claims a recipes.html with Copy Me That's markers", async () => {
      expect(copyMeThatReader.detect(await upload(`${HEAD}${TOAST}</body></html>`))).toBe(true);
      const unmarked = `<html><body>${TOAST}</body></html>`;
      expect(copyMeThatReader.detect(await upload(unmarked))).toBe(true);
    });

    it('does not claim another recipes.html, or the markup under another name', async () => {
      const other = '<html><body><div class="recipe-card"><h1>Soup</h1></div></body></html>';
      expect(copyMeThatReader.detect(await upload(other))).toBe(false);
      const renamed = await readUpload(
        'export.zip',
        await zipOf({ 'index.html': `${HEAD}${TOAST}</body></html>` }),
      );
      expect(copyMeThatReader.detect(renamed)).toBe(false);
    });
  });
});
