/**
 * Mealie's backup (Settings → Backups): a zip with `database.json`, every table of its
 * database as a list of rows, and `data/recipes/<id>/images/` with each recipe's pictures.
 * Table and column names are read by what every schema version since 1.0 has in common
 * (`alembic_version` names the version), and newer or older columns are used where present:
 * servings moved from `recipe_yield` text to `recipe_servings` in 2024; recipes of several
 * groups (households) are all read.
 *
 * Ingredients show as Mealie shows them: with amounts off (`disable_amount`, the default for a
 * long time) the note is the line; with amounts on, quantity, unit, food and note. A row's
 * `title` starts a section: it becomes a heading before that row.
 */
import { isObject } from '#shared/lib/is-object';
import type { UploadFile } from '../archive/read-upload';
import { formatAmount } from './amount-text';
import type {
  AppExport,
  AppFormatReader,
  AppImage,
  AppIngredientLine,
  AppMealPlan,
  AppRecipe,
} from './app-export';
import {
  baseName,
  durationToMinutes,
  httpUrl,
  IMAGE_FILE,
  jsonOf,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

type Row = Record<string, unknown>;
type Tables = Record<string, Row[]>;

const isDatabaseJson = (file: UploadFile) => baseName(file.path) === 'database.json';

function tablesOf(files: readonly UploadFile[]): Tables | null {
  const file = files.find(isDatabaseJson);
  const json = file ? jsonOf(file) : undefined;
  if (!isObject(json) || !Array.isArray(json.recipes)) return null;
  const tables: Tables = {};
  for (const [name, rows] of Object.entries(json)) {
    if (Array.isArray(rows)) tables[name] = rows.filter(isObject);
  }
  return tables;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const id = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function byId(rows: Row[] | undefined): Map<string, Row> {
  return new Map((rows ?? []).map((row) => [id(row.id), row]));
}

function groupBy(rows: Row[] | undefined, key: string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows ?? []) {
    const value = id(row[key]);
    const list = groups.get(value) ?? [];
    list.push(row);
    groups.set(value, list);
  }
  return groups;
}

const byPosition = (a: Row, b: Row) => Number(a.position ?? 0) - Number(b.position ?? 0);

/** Names of a recipe's categories or tags through a link table. */
function linkedNames(links: Row[] | undefined, names: Map<string, Row>, key: string): string[] {
  return (links ?? []).map((link) => text(names.get(id(link[key]))?.name)).filter(Boolean);
}

function ingredientLine(
  row: Row,
  units: Map<string, Row>,
  foods: Map<string, Row>,
  amountsOn: boolean,
) {
  const note = text(row.note);
  if (!amountsOn) return note || text(row.original_text) || text(foods.get(id(row.food_id))?.name);
  const unit = units.get(id(row.unit_id));
  const unitName = unit
    ? text(unit.use_abbreviation === true ? unit.abbreviation : unit.name) || text(unit.name)
    : '';
  const quantity =
    typeof row.quantity === 'number' && row.quantity > 0 ? formatAmount(row.quantity) : '';
  const parts = [quantity, unitName, text(foods.get(id(row.food_id))?.name)].filter(Boolean);
  const line = [parts.join(' '), note].filter(Boolean).join(', ');
  return line || text(row.original_text);
}

function ingredientsOf(rows: Row[], tables: Tables, amountsOn: boolean): AppIngredientLine[] {
  const units = byId(tables.ingredient_units);
  const foods = byId(tables.ingredient_foods);
  const lines: AppIngredientLine[] = [];
  for (const row of [...rows].sort(byPosition)) {
    const title = text(row.title);
    if (title) lines.push({ kind: 'heading', text: title });
    const line = ingredientLine(row, units, foods, amountsOn);
    if (line) lines.push({ kind: 'ingredient', line: line.replace(/\s+/g, ' ') });
  }
  return lines;
}

function stepsOf(rows: Row[]): string[] {
  return [...rows]
    .sort(byPosition)
    .map((row) => {
      const title = text(row.title);
      const body = text(row.text);
      // A step's title names its section; it stays with the step, so steps keep their count.
      return title && body && !body.startsWith(title) ? `${title}: ${body}` : body || title;
    })
    .filter(Boolean);
}

function imagesOf(files: readonly UploadFile[], recipeId: string): AppImage[] {
  const folder = `data/recipes/${recipeId}/images/`.toLowerCase();
  const pictures = files.filter((file) => {
    const path = file.path.toLowerCase();
    return path.includes(folder) && IMAGE_FILE.test(path);
  });
  // 'original' is the full picture; 'min-original' and 'tiny-original' are its thumbnails.
  const rank = (path: string) =>
    /\/original\.[a-z]+$/i.test(path) ? 0 : /min-/.test(path) ? 1 : 2;
  return pictures
    .sort((a, b) => rank(a.path) - rank(b.path))
    .map((file) => ({ kind: 'bytes' as const, bytes: file.bytes }));
}

function notesOf(rows: Row[] | undefined): string | null {
  const notes = (rows ?? [])
    .map((row) => [text(row.title), text(row.text)].filter(Boolean).join(': '))
    .filter(Boolean);
  return notes.length > 0 ? notes.join('\n\n') : null;
}

function readRecipes(
  files: readonly UploadFile[],
  tables: Tables,
): Pick<AppExport, 'recipes' | 'failed'> {
  const ingredients = groupBy(tables.recipes_ingredients, 'recipe_id');
  const instructions = groupBy(tables.recipe_instructions, 'recipe_id');
  const notes = groupBy(tables.notes, 'recipe_id');
  const settings = new Map((tables.recipe_settings ?? []).map((row) => [id(row.recipe_id), row]));
  const categories = byId(tables.categories);
  const tags = byId(tables.tags);
  const recipeCategories = groupBy(tables.recipes_to_categories, 'recipe_id');
  const recipeTags = groupBy(tables.recipes_to_tags, 'recipe_id');

  const recipes: AppRecipe[] = [];
  const failed: AppExport['failed'] = [];
  for (const row of tables.recipes ?? []) {
    const recipeId = id(row.id);
    const title = textOrNull(row.name);
    if (!title) {
      failed.push({ title: text(row.slug) || recipeId, reason: 'The recipe has no name' });
      continue;
    }
    const amountsOn = settings.get(recipeId)?.disable_amount === false;
    recipes.push({
      sourceId: recipeId || text(row.slug) || null,
      title,
      description: textOrNull(row.description),
      servings: yieldToServings(row.recipe_servings) ?? yieldToServings(row.recipe_yield),
      prepTime: durationToMinutes(row.prep_time),
      cookTime: durationToMinutes(row.cook_time) ?? durationToMinutes(row.perform_time),
      totalTime: durationToMinutes(row.total_time),
      sourceUrl: httpUrl(row.org_url),
      categories: uniqueNames([
        ...linkedNames(recipeCategories.get(recipeId), categories, 'category_id'),
        ...linkedNames(recipeTags.get(recipeId), tags, 'tag_id'),
      ]),
      ingredients: ingredientsOf(ingredients.get(recipeId) ?? [], tables, amountsOn),
      directions: stepsOf(instructions.get(recipeId) ?? []),
      notes: notesOf(notes.get(recipeId)),
      images: imagesOf(files, recipeId),
    });
  }
  return { recipes, failed };
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

function readMealPlans(tables: Tables): AppMealPlan[] {
  return (tables.group_meal_plans ?? tables.household_meal_plans ?? [])
    .filter((row) => DATE.test(text(row.date)))
    .map((row) => ({
      date: text(row.date).slice(0, 10),
      mealType: text(row.entry_type) || null,
      recipeSourceId: id(row.recipe_id) || null,
      title: textOrNull(row.title) ?? textOrNull(row.text),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export const mealieBackupReader: AppFormatReader = {
  format: 'mealie',
  // Mealie's own table names, not just any database.json.
  detect: (files) =>
    files.some((file) => isDatabaseJson(file) && file.bytes.includes('"recipes_ingredients"')),
  read: (files) => {
    const tables = tablesOf(files);
    if (!tables) {
      return {
        format: 'mealie',
        recipes: [],
        mealPlans: [],
        failed: [{ title: 'database.json', reason: 'The backup has no recipes table' }],
      };
    }
    return { format: 'mealie', ...readRecipes(files, tables), mealPlans: readMealPlans(tables) };
  },
};
