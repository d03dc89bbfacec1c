/**
 * The four text-based readers against real exports (../shared/corpus/migrations): each claims
 * its own upload and no other, and reads what the raw file holds. Every expected number and
 * value here is worked out from the raw file by the test itself (cheerio, line scanning,
 * csv-parse), never by the readers' code; nothing of the files is copied into the repository.
 */
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { corpusUpload } from '#server/test-support/migrations-corpus';
import type { UploadFile } from '../archive/read-upload';
import type { AppFormatReader, AppRecipe } from './app-export';
import { chowdownReader } from './chowdown';
import { copyMeThatReader } from './copymethat';
import { myRecipeBoxReader } from './myrecipebox';
import { planToEatReader } from './plantoeat';

const READERS = [copyMeThatReader, chowdownReader, planToEatReader, myRecipeBoxReader];
const OTHER_EXPORTS = [
  'paprika.zip',
  'nextcloud.zip',
  'tandoor.zip',
  'mealie-backup-44e8d670719d.zip',
  'mealie-v0-export.zip',
];

/** What the test expects of one recipe, from the raw file. */
type Expected = {
  title: string;
  servings: number | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  sourceUrl: string | null;
  categories: string[];
  ingredientCount: number;
  firstIngredient: string | null;
  lastIngredient: string | null;
  stepCount: number;
  firstStep: string | null;
  /** Bytes of the picture file, or the picture's address; null when there is none. */
  image: number | string | null;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const firstNumber = (text: string) => {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : null;
};
const minutes = (cell: string) => Number(cell.trim()) || null;
const address = (href: string | undefined) =>
  href && /^https?:\/\//.test(href.trim()) ? new URL(href.trim()).toString() : null;
function unique(names: string[]): string[] {
  const seen = new Set<string>();
  return names
    .map(oneLine)
    .filter((name) => name && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}
const fileText = (files: UploadFile[], pattern: RegExp) => {
  const file = files.find((candidate) => pattern.test(candidate.path));
  if (!file) throw new Error(`No file matches ${pattern}`);
  return file.bytes.toString('utf8').replace(/^\uFEFF/, '');
};
const bytesAt = (files: UploadFile[], path: string) =>
  files.find((file) => file.path === path)?.bytes.length ?? null;

/** The first, a middle and the last recipe (all of them when there are fewer than three). */
function spotChecked<T>(items: T[]): T[] {
  return [...new Set([0, Math.floor(items.length / 2), items.length - 1])]
    .filter((index) => index >= 0)
    .map((index) => items[index]!);
}

function ingredientsOf(recipe: AppRecipe): string[] {
  return recipe.ingredients.flatMap((item) => (item.kind === 'ingredient' ? [item.line] : []));
}

function expectRecipe(recipe: AppRecipe | undefined, expected: Expected) {
  expect(recipe, expected.title).toBeDefined();
  const lines = ingredientsOf(recipe!);
  expect({
    title: recipe!.title,
    servings: recipe!.servings,
    prepTime: recipe!.prepTime,
    cookTime: recipe!.cookTime,
    totalTime: recipe!.totalTime,
    sourceUrl: recipe!.sourceUrl,
    categories: recipe!.categories,
    ingredientCount: lines.length,
    firstIngredient: lines[0] ?? null,
    lastIngredient: lines.at(-1) ?? null,
    stepCount: recipe!.directions.length,
  }).toEqual({
    title: expected.title,
    servings: expected.servings,
    prepTime: expected.prepTime,
    cookTime: expected.cookTime,
    totalTime: expected.totalTime,
    sourceUrl: expected.sourceUrl,
    categories: expected.categories,
    ingredientCount: expected.ingredientCount,
    firstIngredient: expected.firstIngredient,
    lastIngredient: expected.lastIngredient,
    stepCount: expected.stepCount,
  });
  if (expected.firstStep) {
    expect(recipe!.directions[0]?.startsWith(expected.firstStep.slice(0, 30))).toBe(true);
  }
  const [image] = recipe!.images;
  if (expected.image === null) expect(image).toBeUndefined();
  else if (typeof expected.image === 'number') {
    expect(image?.kind).toBe('bytes');
    expect(image?.kind === 'bytes' ? image.bytes.length : 0).toBe(expected.image);
  } else expect(image).toEqual({ kind: 'url', url: expected.image });
}

/** Reads an upload and checks that its own reader, and no other, claims it. */
async function claimedBy(name: string, reader: AppFormatReader) {
  const files = await corpusUpload(name);
  for (const candidate of READERS) {
    expect(candidate.detect(files), `${candidate.format} on ${name}`).toBe(candidate === reader);
  }
  const result = reader.read(files);
  expect(result.format).toBe(reader.format);
  expect(result.failed).toEqual([]);
  expect(result.mealPlans).toEqual([]);
  return { files, result };
}

/** Checks the counts of every recipe and the fields of the spot-checked ones. */
function expectAll(recipes: AppRecipe[], expected: Expected[]) {
  expect(expected.length).toBeGreaterThan(0);
  expect(recipes.map((recipe) => recipe.title).sort()).toEqual(
    expected.map((recipe) => recipe.title).sort(),
  );
  const byTitle = (title: string) => recipes.find((recipe) => recipe.title === title);
  for (const recipe of expected) {
    const read = byTitle(recipe.title);
    expect(ingredientsOf(read!).length, recipe.title).toBe(recipe.ingredientCount);
    expect(read!.directions.length, recipe.title).toBe(recipe.stepCount);
  }
  for (const recipe of spotChecked(expected)) expectRecipe(byTitle(recipe.title), recipe);
}

describe('Copy Me That: copymethat.zip', () => {
  it('is claimed by its reader alone and read recipe by recipe as recipes.html holds them', async () => {
    const { files, result } = await claimedBy('copymethat.zip', copyMeThatReader);
    const $ = load(fileText(files, /(^|\/)recipes\.html$/));
    const expected = $('div.recipe')
      .toArray()
      .map((element): Expected => {
        const recipe = $(element);
        const texts = (selector: string) =>
          recipe
            .find(selector)
            .toArray()
            .map((item) => oneLine($(item).text()));
        const ingredients = texts('li.recipeIngredient');
        const steps = texts('li.instruction');
        const time = (name: string) => (recipe.find(`[meta="${name}"]`).length ? -1 : null);
        const src = recipe.find('img.recipeImage').first().attr('src');
        return {
          title: oneLine(recipe.find('#name').text()),
          servings: firstNumber(recipe.find('#recipeYield').text()),
          prepTime: time('prepTime'),
          cookTime: time('cookTime'),
          totalTime: time('totalTime'),
          sourceUrl: address(recipe.find('#original_link').attr('href')),
          categories: unique(texts('.recipeCategory')),
          ingredientCount: ingredients.length,
          firstIngredient: ingredients[0] ?? null,
          lastIngredient: ingredients.at(-1) ?? null,
          stepCount: steps.length,
          firstStep: steps[0] ?? null,
          image: src ? bytesAt(files, src) : null,
        };
      });
    // The export marks no times; a time it did mark would need reading here too.
    expect(expected.every((recipe) => recipe.prepTime === null)).toBe(true);
    expectAll(result.recipes, expected);
  });
});

/** The items of a YAML block list under `key:` in front matter, by scanning its lines. */
function listItems(frontMatter: string[], key: string): string[] {
  const start = frontMatter.findIndex((line) => line.trim() === `${key}:`);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of frontMatter.slice(start + 1)) {
    if (/^\S/.test(line) && !line.startsWith('-')) break;
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item) items.push(item[1]!.trim());
  }
  return items;
}

describe('Chowdown: chowdown.zip', () => {
  it('is claimed by its reader alone and read file by file as the front matter holds them', async () => {
    const { files, result } = await claimedBy('chowdown.zip', chowdownReader);
    const recipeFiles = files.filter((file) => /(^|\/)_recipes\/[^/]+\.md$/.test(file.path));
    const expected = recipeFiles.map((file): Expected => {
      const [, frontMatter = '', body = ''] = file.bytes.toString('utf8').split(/^---\s*$/m);
      const lines = frontMatter.split(/\r?\n/);
      const value = (key: string) =>
        (lines.find((line) => line.startsWith(`${key}:`)) ?? '')
          .slice(key.length + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1');
      const ingredients = listItems(lines, 'ingredients');
      const steps = listItems(lines, 'directions');
      const root = file.path.slice(0, file.path.indexOf('_recipes/'));
      expect(body.trim()).not.toBe('');
      return {
        title: value('title'),
        servings: null,
        prepTime: null,
        cookTime: null,
        totalTime: null,
        sourceUrl: null,
        categories: unique(value('tags').split(',')),
        ingredientCount: ingredients.length,
        firstIngredient: ingredients[0] ?? null,
        lastIngredient: ingredients.at(-1) ?? null,
        stepCount: steps.length,
        firstStep: steps[0] ?? null,
        image: value('image') ? bytesAt(files, `${root}images/${value('image')}`) : null,
      };
    });
    expectAll(result.recipes, expected);
    // The Markdown body is kept: its first words start the notes.
    for (const file of recipeFiles) {
      const body = file.bytes.toString('utf8').split(/^---\s*$/m)[2] ?? '';
      const firstWords = body.trim().split(/\s+/).slice(0, 4).join(' ');
      const recipe = result.recipes.find((read) => file.path.endsWith(read.sourceId ?? '?'));
      expect(recipe?.notes?.startsWith(firstWords)).toBe(true);
    }
  });
});

/** A CSV's rows as cells by header name (csv-parse on the whole text). */
function csvRows(text: string): { header: string[]; rows: string[][] } {
  const [header = [], ...rows] = parse(text, { relax_column_count: true, bom: true });
  return { header, rows: rows.filter((row) => row.some((cell) => cell.trim())) };
}
const nonEmptyLines = (cell: string) =>
  cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

describe('Plan to Eat: plantoeat.zip', () => {
  it('is claimed by its reader alone and read row by row as the CSV holds them', async () => {
    const { files, result } = await claimedBy('plantoeat.zip', planToEatReader);
    const { header, rows } = csvRows(fileText(files, /\.csv$/));
    const expected = rows.map((row): Expected => {
      const cell = (name: string) => row[header.indexOf(name)] ?? '';
      // A line starting with a comma is a group heading, not an ingredient.
      const ingredients = nonEmptyLines(cell('Ingredients')).filter(
        (line) => !line.startsWith(','),
      );
      const steps = nonEmptyLines(cell('Directions'));
      return {
        title: cell('Title').trim(),
        servings: firstNumber(cell('Servings')) ?? firstNumber(cell('Yield')),
        prepTime: minutes(cell('Prep Time')),
        cookTime: minutes(cell('Cook Time')),
        totalTime: minutes(cell('Total Time')),
        sourceUrl: address(cell('Url')) ?? address(cell('Source')),
        categories: unique([cell('Course'), cell('Cuisine'), ...cell('Tags').split(',')]),
        ingredientCount: ingredients.length,
        firstIngredient: ingredients[0] ?? null,
        lastIngredient: ingredients.at(-1) ?? null,
        stepCount: steps.length,
        firstStep: steps[0] ?? null,
        image: address(cell('Photo Url')),
      };
    });
    expectAll(result.recipes, expected);
  });
});

describe('MyRecipeBox: myrecipebox.csv', () => {
  it('is claimed by its reader alone and read row by row as the CSV holds them', async () => {
    const { files, result } = await claimedBy('myrecipebox.csv', myRecipeBoxReader);
    const { header, rows } = csvRows(fileText(files, /\.csv$/));
    const expected = rows.map((row): Expected => {
      const cell = (name: string) => row[header.indexOf(name)] ?? '';
      // Lines like 'TOFU MARINADE:' head a group of ingredients.
      const ingredients = nonEmptyLines(cell('ingredients')).filter((line) => !line.endsWith(':'));
      const instructions = cell('instructions').trim();
      const paragraphs = instructions.split(/\n\s*\n/).filter((part) => part.trim());
      const steps = paragraphs.length > 1 ? paragraphs : nonEmptyLines(instructions);
      // After tags come video, source and picture, in that order, wherever a row puts them.
      const addresses = row
        .slice(header.indexOf('tags') + 1)
        .flatMap((value) => address(value) ?? []);
      return {
        title: cell('title').trim(),
        servings: firstNumber(cell('quantity')),
        prepTime: minutes(cell('preparationTime')),
        cookTime: minutes(cell('cookingTime')),
        totalTime: minutes(cell('totalTime')),
        sourceUrl: addresses.length >= 2 ? addresses.at(-2)! : null,
        categories: unique([...cell('categories').split(';'), ...cell('tags').split(';')]),
        ingredientCount: ingredients.length,
        firstIngredient: ingredients[0] ? oneLine(ingredients[0]) : null,
        lastIngredient: ingredients.at(-1) ? oneLine(ingredients.at(-1)!) : null,
        stepCount: steps.length,
        firstStep: steps[0] ? oneLine(steps[0]).replace(/^\d+\.\s*/, '') : null,
        image: addresses.at(-1) ?? null,
      };
    });
    expectAll(result.recipes, expected);
  });
});

describe('the other apps’ exports', () => {
  it.each(OTHER_EXPORTS)('%s is claimed by none of these four readers', async (name) => {
    const files = await corpusUpload(name);
    expect(READERS.filter((reader) => reader.detect(files)).map((r) => r.format)).toEqual([]);
  });
});
