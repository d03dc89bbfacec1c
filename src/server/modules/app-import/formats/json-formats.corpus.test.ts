/**
 * The JSON-based readers on other apps' real exports (../shared/corpus/migrations). Expected
 * figures come from the raw files, read here apart from the readers, or from the corpus README.
 */
import { describe, expect, it } from 'vitest';
import { corpusUpload } from '#server/test-support/migrations-corpus';
import type { UploadFile } from '../archive/read-upload';
import type { AppFormatReader, AppRecipe } from './app-export';
import { mealieV0Reader } from './mealie-v0';
import { nextcloudReader } from './nextcloud';
import { paprikaReader } from './paprika';
import { schemaOrgReader } from './schema-org';
import { tandoorReader } from './tandoor';

type Row = Record<string, unknown>;

const READERS: AppFormatReader[] = [
  paprikaReader,
  nextcloudReader,
  tandoorReader,
  mealieV0Reader,
  schemaOrgReader,
];

const rawJson = (file: UploadFile) => JSON.parse(file.bytes.toString('utf8')) as Row;
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Non-empty lines of a text block, by any line break (Paprika writes U+2028 too). */
const nonEmptyLines = (text: unknown) =>
  str(text)
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .map((line) => line.trim())
    .filter(Boolean);

const ingredientLinesOf = (recipe: AppRecipe) =>
  recipe.ingredients.flatMap((line) => (line.kind === 'ingredient' ? [line.line] : []));
const ingredientCount = (recipes: AppRecipe[]) =>
  recipes.reduce((sum, recipe) => sum + ingredientLinesOf(recipe).length, 0);
const stepCount = (recipes: AppRecipe[]) =>
  recipes.reduce((sum, recipe) => sum + recipe.directions.length, 0);

/** The byte length of the recipe's first picture, which must be bytes. */
function firstImageBytes(recipe: AppRecipe): number {
  const image = recipe.images[0];
  if (image?.kind !== 'bytes') throw new Error(`${recipe.title}: no picture bytes`);
  return image.bytes.length;
}

/** Minutes of an ISO 8601 duration as Nextcloud writes it ('PT1H30M'). */
function isoMinutes(value: unknown): number | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(str(value));
  if (!match) return null;
  const minutes = Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
  return minutes > 0 ? minutes : null;
}

const firstNumber = (text: unknown) => {
  const match = /\d+/.exec(typeof text === 'number' ? String(text) : str(text));
  return match ? Number(match[0]) : null;
};

describe('which reader claims a real export', () => {
  it.each([
    ['paprika.zip', 'paprika'],
    ['nextcloud.zip', 'nextcloud'],
    ['tandoor.zip', 'tandoor'],
    ['mealie-v0-export.zip', 'mealie-v0'],
  ])('%s is claimed by the %s reader alone', async (name, format) => {
    const files = await corpusUpload(name);
    const claims = READERS.filter((reader) => reader.detect(files)).map((r) => r.format);
    // Nextcloud's recipe.json is schema.org, so the catch-all (tried last) can read it too.
    expect(claims).toEqual(format === 'nextcloud' ? ['nextcloud', 'schema-org'] : [format]);
  });

  it.each([
    'copymethat.zip',
    'chowdown.zip',
    'plantoeat.zip',
    'myrecipebox.csv',
    'mealie-backup-44e8d670719d.zip',
  ])('%s is claimed by none of these readers', async (name) => {
    const files = await corpusUpload(name);
    expect(READERS.filter((reader) => reader.detect(files)).map((r) => r.format)).toEqual([]);
  });
});

describe('the real Paprika export', () => {
  const load = async () => {
    const files = await corpusUpload('paprika.zip');
    const raw = files.filter((file) => file.path.endsWith('.paprikarecipe')).map(rawJson);
    return { raw, result: paprikaReader.read(files) };
  };
  /** A line ending in a colon is a group heading ('für den Braten:'), not an ingredient. */
  const rawIngredients = (recipe: Row) =>
    nonEmptyLines(recipe.ingredients).filter((line) => !line.endsWith(':'));

  it('imports every recipe, ingredient line and step', async () => {
    const { raw, result } = await load();
    expect(raw).toHaveLength(5);
    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(raw.length);
    expect(ingredientCount(result.recipes)).toBe(raw.flatMap(rawIngredients).length);
    expect(stepCount(result.recipes)).toBe(
      raw.flatMap((recipe) => nonEmptyLines(recipe.directions)).length,
    );
  });

  it('three recipes field by field', async () => {
    const { raw, result } = await load();
    for (const start of ['Zucchini Rolls', 'Zucchini-Kartoffel', 'Zwiebelrostbraten']) {
      const source = raw.find((recipe) => str(recipe.name).startsWith(start))!;
      const recipe = result.recipes.find((r) => r.sourceId === source.uid)!;
      expect(recipe.title).toBe(str(source.name).trim());
      expect(recipe.servings).toBe(firstNumber(source.servings));
      expect(recipe.prepTime).toBe(firstNumber(source.prep_time));
      expect(recipe.cookTime).toBe(firstNumber(source.cook_time));
      expect(recipe.totalTime).toBe(firstNumber(source.total_time));
      expect(recipe.sourceUrl).toBe(source.source_url);
      expect(recipe.categories).toEqual(source.categories);
      const lines = ingredientLinesOf(recipe);
      expect(lines[0]).toBe(oneSpaced(rawIngredients(source)[0]!));
      expect(lines.at(-1)).toBe(oneSpaced(rawIngredients(source).at(-1)!));
      const firstStep = nonEmptyLines(source.directions)[0]!.replace(/^\d+\.\s*/, '');
      expect(recipe.directions[0]).toBe(oneSpaced(firstStep));
      expect(firstImageBytes(recipe)).toBe(Buffer.from(str(source.photo_data), 'base64').length);
    }
  });
});

describe('the real Nextcloud Cookbook export', () => {
  const load = async () => {
    const files = await corpusUpload('nextcloud.zip');
    const raw = files
      .filter((file) => file.path.endsWith('/recipe.json'))
      .map((file) => ({ folder: file.path.slice(0, -'/recipe.json'.length), json: rawJson(file) }));
    return { files, raw };
  };
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

  it('imports every recipe, ingredient line and step', async () => {
    const { files, raw } = await load();
    const result = nextcloudReader.read(files);
    expect(raw).toHaveLength(3);
    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(raw.length);
    expect(ingredientCount(result.recipes)).toBe(
      raw.flatMap(({ json }) => list(json.recipeIngredient)).length,
    );
    expect(stepCount(result.recipes)).toBe(
      raw.flatMap(({ json }) => list(json.recipeInstructions)).length,
    );
  });

  it('every recipe field by field, full.jpg as its picture', async () => {
    const { files, raw } = await load();
    const result = nextcloudReader.read(files);
    for (const { folder, json } of raw) {
      const recipe = result.recipes.find((r) => r.sourceId === folder)!;
      expect(recipe.title).toBe(json.name);
      expect(recipe.servings).toBe(json.recipeYield);
      expect(recipe.prepTime).toBe(isoMinutes(json.prepTime));
      expect(recipe.cookTime).toBe(isoMinutes(json.cookTime));
      expect(recipe.totalTime).toBe(isoMinutes(json.totalTime));
      expect(recipe.sourceUrl).toBe(json.url ?? json.mainEntityOfPage);
      const keywords = str(json.keywords)
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean);
      expect(recipe.categories).toEqual([...new Set([str(json.recipeCategory), ...keywords])]);
      const ingredients = list(json.recipeIngredient).map((line) => oneSpaced(str(line)));
      expect(ingredientLinesOf(recipe)).toEqual(ingredients);
      expect(recipe.directions[0]).toBe(oneSpaced(str(list(json.recipeInstructions)[0])));
      const full = files.find((file) => file.path === `${folder}/full.jpg`);
      if (full) expect(firstImageBytes(recipe)).toBe(full.bytes.length);
      else expect(recipe.images).toEqual([{ kind: 'url', url: json.image }]);
    }
  });

  it('reads the same recipes through the schema.org reader, pictures as addresses', async () => {
    const { files, raw } = await load();
    const nextcloud = nextcloudReader.read(files).recipes;
    const schemaOrg = schemaOrgReader.read(files);
    expect(schemaOrg.failed).toEqual([]);
    expect(schemaOrg.recipes.map((r) => r.title).sort()).toEqual(
      raw.map((r) => r.json.name).sort(),
    );
    expect(ingredientCount(schemaOrg.recipes)).toBe(ingredientCount(nextcloud));
    expect(stepCount(schemaOrg.recipes)).toBe(stepCount(nextcloud));
    for (const recipe of schemaOrg.recipes) expect(recipe.images[0]?.kind).toBe('url');
  });
});

describe('the real Tandoor export', () => {
  const load = async () => {
    const files = await corpusUpload('tandoor.zip');
    const raw = files.filter((file) => file.path.endsWith('.zip/recipe.json')).map(rawJson);
    return { files, raw, result: tandoorReader.read(files) };
  };
  const steps = (recipe: Row) => (recipe.steps as Row[]) ?? [];
  const ingredientRows = (recipe: Row) =>
    steps(recipe)
      .flatMap((step) => (step.ingredients as Row[]) ?? [])
      .filter((row) => row.is_header !== true);
  const paragraphs = (step: Row) =>
    str(step.instruction)
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean);
  /** A step's name, each paragraph, and a Markdown heading opening a paragraph: a step each. */
  const rawStepCount = (step: Row) =>
    (str(step.name).trim() ? 1 : 0) +
    paragraphs(step).length +
    paragraphs(step).filter((part) => /^#+ /.test(part) && part.includes('\n')).length;
  /** Tandoor's line for a row with a whole or no amount (the first and last of this recipe). */
  const rawLine = (row: Row) => {
    const name = (value: unknown) => str((value as Row | null)?.name);
    const amount = typeof row.amount === 'number' && row.amount > 0 ? String(row.amount) : '';
    const main = [amount, name(row.unit), name(row.food)];
    return [main.filter(Boolean).join(' '), str(row.note)].filter(Boolean).join(', ');
  };

  it('imports every recipe, ingredient line and step', async () => {
    const { raw, result } = await load();
    expect(raw).toHaveLength(1);
    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(raw.length);
    expect(ingredientCount(result.recipes)).toBe(raw.flatMap(ingredientRows).length);
    expect(ingredientCount(result.recipes)).toBe(12);
    expect(stepCount(result.recipes)).toBe(
      raw.flatMap(steps).reduce((sum, step) => sum + rawStepCount(step), 0),
    );
  });

  it('its recipe field by field', async () => {
    const { files, raw, result } = await load();
    const [source] = raw;
    const [recipe] = result.recipes;
    expect(recipe!.title).toBe(source!.name);
    expect(recipe!.servings).toBe(source!.servings);
    expect(recipe!.prepTime).toBe(Number(source!.working_time) || null);
    expect(recipe!.cookTime).toBe(Number(source!.waiting_time) || null);
    expect(recipe!.sourceUrl).toBe(source!.source_url ?? null);
    expect(recipe!.categories).toEqual((source!.keywords as Row[]).map((keyword) => keyword.name));
    const rows = ingredientRows(source!);
    expect(ingredientLinesOf(recipe!)[0]).toBe(rawLine(rows[0]!));
    expect(ingredientLinesOf(recipe!).at(-1)).toBe(rawLine(rows.at(-1)!));
    expect(recipe!.directions[0]).toBe(oneSpaced(paragraphs(steps(source!)[0]!)[0]!));
    const image = files.find((file) => file.path === '1.zip/image.jpeg')!;
    expect(firstImageBytes(recipe!)).toBe(image.bytes.length);
  });
});

describe('the real Mealie v0 export', () => {
  const RECIPE_FILE = /recipes\/([^/]+)\/\1\.json$/;
  const load = async () => {
    const files = await corpusUpload('mealie-v0-export.zip');
    const raw = files.filter((file) => RECIPE_FILE.test(file.path)).map(rawJson);
    return { files, raw, result: mealieV0Reader.read(files) };
  };
  const list = (recipe: Row, key: string) => (recipe[key] as Row[]) ?? [];

  it('imports every recipe, ingredient line and step', async () => {
    const { raw, result } = await load();
    expect(raw).toHaveLength(3);
    expect(result.failed).toEqual([]);
    expect(result.recipes).toHaveLength(raw.length);
    expect(ingredientCount(result.recipes)).toBe(
      raw.flatMap((recipe) => list(recipe, 'recipe_ingredient')).length,
    );
    expect(stepCount(result.recipes)).toBe(
      raw.flatMap((recipe) => list(recipe, 'recipe_instructions')).length,
    );
    // The README's figures for one recipe, as a check on the check.
    const stew = result.recipes.find((r) => r.title === 'Old-Fashioned Beef Stew')!;
    expect([ingredientLinesOf(stew).length, stew.directions.length]).toEqual([12, 3]);
  });

  it('every recipe field by field, the full picture as its image', async () => {
    const { files, raw, result } = await load();
    // Times as the files write them: '1 Day', '10-15 Minutes' (the first figure), '2 Hours 30 Minutes'.
    const times: Record<string, [number | null, number | null, number | null]> = {
      'pizza-dough-basics-with-babish': [1440, 10, null],
      'levain-chocolate-chip-cookies': [null, 10, null],
      'old-fashioned-beef-stew': [null, null, 150],
    };
    for (const source of raw) {
      const slug = str(source.slug);
      const recipe = result.recipes.find((r) => r.sourceId === slug)!;
      expect(recipe.title).toBe(source.name);
      expect(recipe.servings).toBe(firstNumber(source.recipe_yield));
      expect([recipe.prepTime, recipe.cookTime, recipe.totalTime]).toEqual(times[slug]);
      expect(recipe.sourceUrl).toBe(source.org_url);
      expect(recipe.categories).toEqual([
        ...(source.recipe_category as string[]),
        ...(source.tags as string[]),
      ]);
      const notes = list(source, 'recipe_ingredient').map((row) => oneSpaced(str(row.note)));
      expect(ingredientLinesOf(recipe)[0]).toBe(notes[0]);
      expect(ingredientLinesOf(recipe).at(-1)).toBe(notes.at(-1));
      const firstText = oneSpaced(str(list(source, 'recipe_instructions')[0]!.text));
      expect(recipe.directions[0]).toContain(firstText);
      const original = files.find((file) => file.path.endsWith(`${slug}/images/original.webp`))!;
      expect(firstImageBytes(recipe)).toBe(original.bytes.length);
    }
  });
});
