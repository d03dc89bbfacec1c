/**
 * Plan to Eat: a CSV export (alone or in a zip), one recipe a row under a header that starts
 * Title, Course, Cuisine. Ingredients are one cell, a line each; a line written ', Sauce' is
 * a group heading. Directions are one cell, a step a line. Times are minutes. Course and
 * Cuisine are the app's categories, then the comma-separated Tags. Photo Url is an address of
 * the picture (the export carries no image files). Public Url, the recipe's page on Plan to
 * Eat, is its id there; a recipe without one is keyed by file and title.
 */
import type { UploadFile } from '../archive/read-upload';
import type { AppExport, AppFormatReader, AppIngredientLine, AppRecipe } from './app-export';
import { cellsOf, csvHeader, readCsvRecipes, splitCell, type RowCells } from './csv-rows';
import {
  durationToMinutes,
  httpUrl,
  ingredientLines,
  stepsFromText,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

/** The first columns of every Plan to Eat export, in this order. */
const LEADING_COLUMNS = ['title', 'course', 'cuisine'];

function isPlanToEatCsv(file: UploadFile): boolean {
  if (!/\.csv$/i.test(file.path)) return false;
  const header = csvHeader(file).map((cell) => cell.toLowerCase());
  return LEADING_COLUMNS.every((name, index) => header[index] === name);
}

/** A line ', Sauce' is Plan to Eat's group heading; every other line is an ingredient. */
function planToEatIngredients(cell: string): AppIngredientLine[] {
  return cell.split(/\r\n|\r|\n/).flatMap((raw) => {
    const heading = /^\s*,\s*(.*)$/.exec(raw);
    const text = heading ? heading[1]! : raw;
    return ingredientLines([text], () => heading !== null);
  });
}

/** Source is a name ('Grandma', a cookbook) unless it is an address; the name goes to notes. */
function sourceNote(source: string): string | null {
  if (!source || httpUrl(source)) return null;
  return `Source: ${source}`;
}

function readRow(cell: RowCells, key: (title: string) => string): AppRecipe {
  const title = cell('Title');
  const photo = httpUrl(cell('Photo Url'));
  return {
    sourceId: httpUrl(cell('Public Url')) ?? key(title),
    title,
    description: textOrNull(cell('Description')),
    servings: yieldToServings(cell('Servings')) ?? yieldToServings(cell('Yield')),
    prepTime: durationToMinutes(cell('Prep Time')),
    cookTime: durationToMinutes(cell('Cook Time')),
    totalTime: durationToMinutes(cell('Total Time')),
    sourceUrl: httpUrl(cell('Url')) ?? httpUrl(cell('Source')),
    categories: uniqueNames([cell('Course'), cell('Cuisine'), ...splitCell(cell('Tags'), ',')]),
    ingredients: planToEatIngredients(cell('Ingredients')),
    directions: stepsFromText(cell('Directions')),
    notes: sourceNote(cell('Source')),
    images: photo ? [{ kind: 'url', url: photo }] : [],
  };
}

export const planToEatReader: AppFormatReader = {
  format: 'plantoeat',
  detect: (files) => files.some(isPlanToEatCsv),
  read: (files): AppExport => {
    const { recipes, failed } = readCsvRecipes(files.filter(isPlanToEatCsv), {
      titleColumn: 'Title',
      cells: cellsOf,
      recipe: readRow,
    });
    return { format: 'plantoeat', recipes, mealPlans: [], failed };
  },
};
