/**
 * Tandoor Recipes: a zip holding one zip per recipe (`1.zip/recipe.json` + `1.zip/image.jpeg`
 * once unpacked). recipe.json has no @type: name, description, keywords [{name}], servings,
 * working_time and waiting_time in minutes, source_url, and steps [{name, instruction
 * (Markdown), ingredients}].
 *
 * Mapping: keywords are the categories (Tandoor has no others); prepTime = working_time (the
 * cook's hands-on time), cookTime = waiting_time (oven, resting), totalTime their sum.
 * Ingredients in step order, each as Tandoor shows it: amount (as a cook writes it: 1.5 →
 * '1 1/2'; none when 0) and unit (neither when `no_amount`), food, then ', note'; `is_header`
 * rows are headings (their note, else their food), and when several
 * steps have ingredients a named step heads its own. Directions: a step's name is a step of
 * its own (as recipe-node does with HowToSection names), its instruction one step per
 * paragraph, a Markdown heading inside it a step of its own too.
 * sourceId: the nested zip's path and the title, as the export carries no id and numbers its
 * zips by position (1.zip, 2.zip), which another export gives to other recipes.
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
  filesNamed,
  folderOf,
  httpUrl,
  IMAGE_FILE,
  jsonOf,
  stepsFromText,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

type Row = Record<string, unknown>;

const RECIPE_JSON = /^recipe\.json$/i;

const isTandoorRecipe = (json: unknown): json is Row =>
  isObject(json) && Array.isArray(json.steps) && !('@type' in json);

/** A text value with its spacing collapsed; '' for anything else. */
const text = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';

const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Tandoor keeps the export's order in `order`; a stable sort keeps ties as written. */
const byOrder = (list: Row[]) =>
  [...list].sort((a, b) => (Number(a.order) || 0) - (Number(b.order) || 0));

/** A unit's or food's name, plural as Tandoor shows it for more than one. */
function nameOf(value: unknown, plural: boolean): string {
  if (!isObject(value)) return '';
  return (plural && text(value.plural_name)) || text(value.name);
}

function ingredientLine(row: Row): AppIngredientLine | null {
  const note = text(row.note);
  if (row.is_header === true) {
    const heading = note || nameOf(row.food, false);
    return heading ? { kind: 'heading', text: heading } : null;
  }
  // Tandoor hides the amount and its unit of a row marked `no_amount` ('salt, to taste').
  const counted = row.no_amount !== true;
  const amount = counted ? Number(row.amount) || 0 : 0;
  const unit = counted ? nameOf(row.unit, amount > 1 || row.always_use_plural_unit === true) : '';
  const food = nameOf(row.food, amount > 1 || row.always_use_plural_food === true);
  const main = [formatAmount(amount), unit, food].filter(Boolean).join(' ');
  const line = [main, note].filter(Boolean).join(', ');
  return line ? { kind: 'ingredient', line } : null;
}

function ingredientsOf(steps: Row[]): AppIngredientLine[] {
  const withIngredients = steps.filter((step) => rows(step.ingredients).length > 0);
  // One step's name over all the ingredients says nothing; several name their groups.
  const stepHeadings = withIngredients.length > 1;
  return withIngredients.flatMap((step) => {
    const name = text(step.name);
    const heading: AppIngredientLine[] =
      stepHeadings && name ? [{ kind: 'heading', text: name }] : [];
    const lines = byOrder(rows(step.ingredients)).map(ingredientLine);
    return [...heading, ...lines.filter((line) => line !== null)];
  });
}

/** Markdown headings ('### Sauce') apart as paragraphs of their own, emphasis marks gone. */
function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm, '\n\n$1\n\n')
    .replace(/(\*\*|__)(.+?)\1/g, '$2');
}

function directionsOf(steps: Row[]): string[] {
  return steps.flatMap((step) => {
    const name = text(step.name);
    const instruction = typeof step.instruction === 'string' ? step.instruction : '';
    const paragraphs = stepsFromText(plainMarkdown(instruction)).map((s) => s.replace(/\s+/g, ' '));
    return [...(name ? [name] : []), ...paragraphs];
  });
}

/** The recipe's picture in its zip ('image.jpeg'), the one named image first. */
function imagesOf(files: readonly UploadFile[], folder: string): AppImage[] {
  const pictures = files.filter((f) => folderOf(f.path) === folder && IMAGE_FILE.test(f.path));
  const best = pictures.find((f) => /^image\./i.test(baseName(f.path))) ?? pictures[0];
  return best ? [{ kind: 'bytes', bytes: best.bytes }] : [];
}

function recipeOf(
  json: Row,
  title: string,
  file: UploadFile,
  files: readonly UploadFile[],
): AppRecipe {
  const steps = byOrder(rows(json.steps));
  const prepTime = durationToMinutes(json.working_time);
  const cookTime = durationToMinutes(json.waiting_time);
  return {
    sourceId: `${file.path}#${title}`,
    title,
    description: textOrNull(json.description),
    servings: yieldToServings(json.servings) ?? yieldToServings(json.servings_text),
    prepTime,
    cookTime,
    totalTime: prepTime === null && cookTime === null ? null : (prepTime ?? 0) + (cookTime ?? 0),
    sourceUrl: httpUrl(json.source_url),
    categories: uniqueNames(rows(json.keywords).map((keyword) => keyword.name)),
    ingredients: ingredientsOf(steps),
    directions: directionsOf(steps),
    notes: null,
    images: imagesOf(files, folderOf(file.path)),
  };
}

function readTandoor(files: readonly UploadFile[]): AppExport {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of filesNamed(files, RECIPE_JSON)) {
    const where = baseName(folderOf(file.path)) || file.path;
    const json = jsonOf(file);
    if (!isTandoorRecipe(json)) {
      failed.push({ title: where, reason: 'recipe.json is not a readable Tandoor recipe' });
      continue;
    }
    const title = textOrNull(json.name);
    if (title) recipes.push(recipeOf(json, title, file, files));
    else failed.push({ title: where, reason: 'The recipe has no name' });
  }
  return { format: 'tandoor', recipes, mealPlans: [], failed };
}

export const tandoorReader: AppFormatReader = {
  format: 'tandoor',
  // recipe.json with Tandoor's `steps` and no schema.org @type (Nextcloud's has one); the
  // first one that is JSON decides, so one broken recipe does not hide the others.
  detect: (files) => {
    for (const file of filesNamed(files, RECIPE_JSON)) {
      const json = jsonOf(file);
      if (json !== undefined) return isTandoorRecipe(json);
    }
    return false;
  },
  read: readTandoor,
};
