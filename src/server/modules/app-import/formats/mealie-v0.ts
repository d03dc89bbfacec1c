/**
 * Mealie's older export (v0.x, before the 1.0 backup): `mealie_<date>/recipes/<slug>/<slug>.json`
 * with `images/` (original.webp plus its min- and tiny- thumbnails) and `assets/` beside it.
 * The JSON is that era's recipe schema, written snake_case by v0.5 (recipe_ingredient,
 * org_url) and camelCase before it (recipeIngredient, orgURL); both are read.
 *
 * Mapping, as the Mealie backup reader does for the same fields: ingredients as Mealie shows
 * them (amounts off: the note is the line; on: quantity, unit, food, ', note'), an ingredient's
 * `title` a heading before it; an instruction's `title` stays with its step ('Title: text'),
 * so steps keep their count; perform_time (or cook_time) is the cook time; categories, then
 * tags; notes [{title, text}] as the family note. The picture: the full one, not a thumbnail.
 * Assets (attached files), nutrition and extras are not carried over. sourceId: the slug.
 */
import { isObject } from '#shared/lib/is-object';
import type { UploadFile } from '../archive/read-upload';
import { formatAmount } from './amount-text';
import type {
  AppExport,
  AppFormatReader,
  AppImage,
  AppIngredientLine,
  AppReadFailure,
  AppRecipe,
} from './app-export';
import {
  baseName,
  durationToMinutes,
  folderOf,
  httpUrl,
  IMAGE_FILE,
  ingredientLines,
  jsonOf,
  textBlockOrNull,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

type Row = Record<string, unknown>;

/** recipes/<slug>/<slug>.json: the slug names both the folder and its file. */
const RECIPE_PATH = /(?:^|\/)recipes\/([^/]+)\/\1\.json$/i;

const text = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';

/** A field under its v0.5 snake_case name or its earlier camelCase one. */
const field = (row: Row, snake: string, camel: string): unknown => row[snake] ?? row[camel];

const listOfValue = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Categories and tags: plain names in older versions, {name, slug} objects later. */
const names = (value: unknown) =>
  listOfValue(value).map((item) => (isObject(item) ? item.name : item));

/** A unit or food: an object with a name, or (older) the name itself. */
const nameOf = (value: unknown) => (isObject(value) ? text(value.name) : text(value));

function ingredientLine(item: Row, amountsOn: boolean): string {
  const note = text(item.note);
  const original = text(field(item, 'original_text', 'originalText'));
  // With amounts off Mealie shows the note alone (its quantity is a default 1, not an amount).
  if (!amountsOn) return note || original || nameOf(item.food);
  const quantity = typeof item.quantity === 'number' ? formatAmount(item.quantity) : '';
  const main = [quantity, nameOf(item.unit), nameOf(item.food)].filter(Boolean).join(' ');
  return [main, note].filter(Boolean).join(', ') || original;
}

function ingredientsOf(recipe: Row): AppIngredientLine[] {
  const settings = isObject(recipe.settings) ? recipe.settings : {};
  const lines: AppIngredientLine[] = [];
  for (const item of listOfValue(field(recipe, 'recipe_ingredient', 'recipeIngredient'))) {
    if (typeof item === 'string') {
      // Older versions wrote plain lines: a heading is only known by its look.
      lines.push(...ingredientLines([item]));
      continue;
    }
    if (!isObject(item)) continue;
    const title = text(item.title);
    if (title) lines.push({ kind: 'heading', text: title });
    // Each line says whether its amounts are off; the recipe's setting is the default.
    const disabled = field(item, 'disable_amount', 'disableAmount') ?? settings.disable_amount;
    const line = ingredientLine(item, disabled === false);
    if (line) lines.push({ kind: 'ingredient', line });
  }
  return lines;
}

function stepsOf(recipe: Row): string[] {
  return listOfValue(field(recipe, 'recipe_instructions', 'recipeInstructions'))
    .map((step) => {
      if (!isObject(step)) return textOrNull(step) ?? '';
      const title = textOrNull(step.title) ?? '';
      const body = textOrNull(step.text) ?? '';
      return title && body && !body.startsWith(title) ? `${title}: ${body}` : body || title;
    })
    .filter(Boolean);
}

function notesOf(recipe: Row): string | null {
  const notes = listOfValue(recipe.notes)
    .filter(isObject)
    .map((note) => [textOrNull(note.title), textBlockOrNull(note.text)].filter(Boolean).join(': '))
    .filter(Boolean);
  return notes.length > 0 ? notes.join('\n\n') : null;
}

/** The full picture: not min- or tiny- (Mealie's thumbnails), the largest file first. */
function imagesOf(files: readonly UploadFile[], folder: string): AppImage[] {
  const prefix = `${folder}/images/`.toLowerCase();
  const pictures = files.filter(
    (file) => file.path.toLowerCase().startsWith(prefix) && IMAGE_FILE.test(file.path),
  );
  const rank = (file: UploadFile) => (/^(?:min|tiny)-/i.test(baseName(file.path)) ? 1 : 0);
  const best = pictures.sort((a, b) => rank(a) - rank(b) || b.bytes.length - a.bytes.length)[0];
  return best ? [{ kind: 'bytes', bytes: best.bytes }] : [];
}

function recipeOf(
  recipe: Row,
  slug: string,
  files: readonly UploadFile[],
  folder: string,
): AppRecipe | null {
  const title = textOrNull(recipe.name);
  if (!title) return null;
  return {
    sourceId: text(recipe.slug) || slug,
    title,
    description: textOrNull(recipe.description),
    servings: yieldToServings(field(recipe, 'recipe_yield', 'recipeYield')),
    prepTime: durationToMinutes(field(recipe, 'prep_time', 'prepTime')),
    cookTime:
      durationToMinutes(field(recipe, 'perform_time', 'performTime')) ??
      durationToMinutes(field(recipe, 'cook_time', 'cookTime')),
    totalTime: durationToMinutes(field(recipe, 'total_time', 'totalTime')),
    sourceUrl: httpUrl(field(recipe, 'org_url', 'orgURL')),
    categories: uniqueNames([
      ...names(field(recipe, 'recipe_category', 'recipeCategory')),
      ...names(recipe.tags),
    ]),
    ingredients: ingredientsOf(recipe),
    directions: stepsOf(recipe),
    notes: notesOf(recipe),
    images: imagesOf(files, folder),
  };
}

function readMealieV0(files: readonly UploadFile[]): AppExport {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of files) {
    const slug = RECIPE_PATH.exec(file.path)?.[1];
    if (!slug) continue;
    const json = jsonOf(file);
    if (!isObject(json)) {
      failed.push({ title: slug, reason: 'The recipe file is not valid JSON' });
      continue;
    }
    const recipe = recipeOf(json, slug, files, folderOf(file.path));
    if (recipe) recipes.push(recipe);
    else failed.push({ title: slug, reason: 'The recipe has no name' });
  }
  return { format: 'mealie-v0', recipes, mealPlans: [], failed };
}

export const mealieV0Reader: AppFormatReader = {
  format: 'mealie-v0',
  detect: (files) => files.some((file) => RECIPE_PATH.test(file.path)),
  read: readMealieV0,
};
