/**
 * Copy Me That: a zip of `recipes.html`, one `div.recipe` per recipe, and `images/`. Every id
 * (#name, #recipeIngredients, ...) repeats once per recipe, so each lookup stays inside its
 * `div.recipe`. Maps: #name → title, #description, a#original_link → source, img.recipeImage
 * → image bytes from `images/`, #recipeYield → servings, .recipeCategory (the app's tags, its
 * only grouping) → categories, #recipeIngredients children in order (a subheader or an
 * ingredient note is a heading, spacers go), #recipeInstructions children (a subheader starts
 * the next step, an `instruction_next` continues the step before it), .recipeNote → notes, and
 * the times Copy Me That marks with a `meta` attribute. The export has no recipe ids: recipes
 * are keyed by file and title.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { UploadFile } from '../archive/read-upload';
import type {
  AppExport,
  AppFormatReader,
  AppImage,
  AppIngredientLine,
  AppReadFailure,
  AppRecipe,
} from './app-export';
import { recipeKeys } from './recipe-keys';
import {
  baseName,
  durationToMinutes,
  fileAt,
  folderOf,
  httpUrl,
  ingredientLines,
  textOf,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

/** The start of the file is enough: the marker is in <head>, the first recipe soon after. */
const DETECT_BYTES = 16_384;

function isCopyMeThatHtml(file: UploadFile): boolean {
  if (baseName(file.path).toLowerCase() !== 'recipes.html') return false;
  const head = file.bytes.subarray(0, DETECT_BYTES).toString('utf8');
  return /copymethat/i.test(head) || /<div\s+class\s*=\s*"recipe"\s*>/i.test(head);
}

/** An element's text as one line. */
function lineOf(element: Cheerio<Element>): string {
  return element.text().replace(/\s+/g, ' ').trim();
}

function ingredientsOf($: CheerioAPI, recipe: Cheerio<Element>): AppIngredientLine[] {
  return recipe
    .find('#recipeIngredients')
    .first()
    .children()
    .toArray()
    .flatMap((child) => {
      const item = $(child);
      if (item.hasClass('recipeIngredient_spacer')) return [];
      // An ingredient note stands among the ingredients but is none: kept in place, uncounted.
      const heading =
        item.hasClass('recipeIngredient_subheader') || item.hasClass('recipeIngredient_note');
      return ingredientLines([lineOf(item)], () => heading);
    });
}

/**
 * The steps: our steps have no headings, so a subheader ('Sear the beef:') leads the step
 * after it; one with no step after it is a step of its own.
 */
function directionsOf($: CheerioAPI, recipe: Cheerio<Element>): string[] {
  const steps: string[] = [];
  let heading = '';
  for (const child of recipe.find('#recipeInstructions').first().children().toArray()) {
    const item = $(child);
    const text = lineOf(item);
    if (!text) continue;
    if (item.hasClass('instruction_subheader')) {
      heading = heading ? `${heading} ${text}` : text;
    } else if (item.hasClass('instruction_next') && steps.length > 0 && !heading) {
      steps[steps.length - 1] += ` ${text}`;
    } else {
      steps.push(heading ? `${heading.replace(/[:：]?$/, ':')} ${text}` : text);
      heading = '';
    }
  }
  if (heading) steps.push(heading);
  return steps;
}

/** Minutes of a time Copy Me That marks `<span meta="prepTime">`, or null. */
function timeOf(recipe: Cheerio<Element>, name: string): number | null {
  return durationToMinutes(lineOf(recipe.find(`[meta="${name}"]`).first()));
}

/** The pictures: files of the export by their relative `src`, or addresses. */
function imagesOf(
  $: CheerioAPI,
  recipe: Cheerio<Element>,
  files: readonly UploadFile[],
  folder: string,
): AppImage[] {
  return recipe
    .find('img.recipeImage')
    .toArray()
    .flatMap((img): AppImage[] => {
      const src = ($(img).attr('src') ?? '').trim();
      const url = httpUrl(src);
      if (url) return [{ kind: 'url', url }];
      const file = fileAt(files, folder, src) ?? fileAt(files, folder, safeDecode(src));
      return file ? [{ kind: 'bytes', bytes: file.bytes }] : [];
    });
}

/** `src` may be written with %20 and the like; the file's path is not. */
function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The texts of the elements `selector` finds inside one recipe, in order, empties left out. */
function textsOf($: CheerioAPI, recipe: Cheerio<Element>, selector: string): string[] {
  return recipe
    .find(selector)
    .toArray()
    .map((element) => lineOf($(element)))
    .filter(Boolean);
}

function readRecipe(
  $: CheerioAPI,
  recipe: Cheerio<Element>,
  context: { files: readonly UploadFile[]; folder: string; key: (title: string) => string },
): AppRecipe {
  const title = lineOf(recipe.find('#name').first());
  const notes = textsOf($, recipe, '.recipeNote');
  const yieldText =
    lineOf(recipe.find('#recipeYield').first()) || lineOf(recipe.find('#servings').first());
  return {
    sourceId: context.key(title),
    title,
    description: lineOf(recipe.find('#description').first()) || null,
    servings: yieldToServings(yieldText),
    prepTime: timeOf(recipe, 'prepTime'),
    cookTime: timeOf(recipe, 'cookTime'),
    totalTime: timeOf(recipe, 'totalTime'),
    sourceUrl: httpUrl(recipe.find('a#original_link').first().attr('href')),
    categories: uniqueNames(textsOf($, recipe, '.recipeCategory')),
    ingredients: ingredientsOf($, recipe),
    directions: directionsOf($, recipe),
    notes: notes.length > 0 ? notes.join('\n\n') : null,
    images: imagesOf($, recipe, context.files, context.folder),
  };
}

function readFile(
  file: UploadFile,
  files: readonly UploadFile[],
  out: { recipes: AppRecipe[]; failed: AppReadFailure[] },
) {
  const $ = load(textOf(file));
  const context = { files, folder: folderOf(file.path), key: recipeKeys(file.path) };
  $('div.recipe')
    .toArray()
    .forEach((element, index) => {
      const recipe = $(element);
      if (lineOf(recipe.find('#name').first())) {
        out.recipes.push(readRecipe($, recipe, context));
      } else {
        const title = `${file.path}, recipe ${index + 1}`;
        out.failed.push({ title, reason: 'The recipe has no name.' });
      }
    });
}

export const copyMeThatReader: AppFormatReader = {
  format: 'copymethat',
  detect: (files) => files.some(isCopyMeThatHtml),
  read: (files): AppExport => {
    const out = { recipes: [] as AppRecipe[], failed: [] as AppReadFailure[] };
    for (const file of files.filter(isCopyMeThatHtml)) readFile(file, files, out);
    return { format: 'copymethat', ...out, mealPlans: [] };
  },
};
