/**
 * MyRecipeBox: a bare CSV, one recipe a row (title, description, preparationTime, cookingTime,
 * inactiveTime, totalTime, quantity, ingredients, instructions, notes, ..., categories, tags,
 * video, source, originalPicture). Times are minutes; quantity is the yield; ingredients a line
 * each; instructions are paragraphs split by blank lines (or a step a line when there are no
 * blank lines); categories and tags are lists split by ';'. originalPicture is the address of
 * the picture; the export carries no image files and no ids, so recipes are keyed by file and
 * title. A video link or a source that is no address is kept in the notes.
 */
import type { UploadFile } from '../archive/read-upload';
import type { AppExport, AppFormatReader, AppRecipe } from './app-export';
import { columnIndex, csvHeader, readCsvRecipes, splitCell, type RowCells } from './csv-rows';
import {
  durationToMinutes,
  httpUrl,
  ingredientLines,
  stepsFromText,
  textLines,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

/** Columns every MyRecipeBox export has and Plan to Eat's (Title, Ingredients, ...) lacks. */
const REQUIRED_COLUMNS = ['title', 'preparationTime', 'ingredients', 'instructions'];

function isMyRecipeBoxCsv(file: UploadFile): boolean {
  if (!/\.csv$/i.test(file.path)) return false;
  const header = csvHeader(file);
  // Exact case: Plan to Eat's 'Title' and 'Ingredients' must not pass for these.
  return REQUIRED_COLUMNS.every((name) => header.includes(name));
}

/** The columns after tags, which move one to the right in some rows (see `rowCells`). */
const TRAILING_COLUMNS = ['video', 'source', 'originalPicture'];

/**
 * A row's cells by column name. MyRecipeBox writes one more empty cell after a recipe's tags,
 * so in a tagged row video, source and originalPicture each stand one column further right and
 * the picture lands in the header's last, nameless column: so in every tagged row of a real
 * export, and in none of its untagged rows. A row is read as moved when it has tags or a value
 * in that nameless column.
 */
function rowCells(header: readonly string[], row: readonly string[]): RowCells {
  const cellAt = (index: number) => (index < 0 ? '' : (row[index] ?? '').trim());
  const last = header.length - 1;
  const moved =
    cellAt(columnIndex(header, 'tags')) !== '' || (header[last] === '' && cellAt(last) !== '');
  return (name) => {
    const index = columnIndex(header, name);
    if (index < 0) return '';
    return cellAt(moved && TRAILING_COLUMNS.includes(name) ? index + 1 : index);
  };
}

/** The notes, then a video link and a source that is a name rather than an address. */
function notesOf(cell: RowCells): string | null {
  const video = httpUrl(cell('video'));
  const source = cell('source');
  const parts = [
    textLines(cell('notes')).join('\n'),
    video ? `Video: ${video}` : '',
    source && !httpUrl(source) ? `Source: ${source}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : null;
}

function readRow(cell: RowCells, key: (title: string) => string): AppRecipe {
  const title = cell('title');
  const picture = httpUrl(cell('originalPicture'));
  return {
    sourceId: key(title),
    title,
    description: textOrNull(cell('description')),
    servings: yieldToServings(cell('quantity')),
    prepTime: durationToMinutes(cell('preparationTime')),
    cookTime: durationToMinutes(cell('cookingTime')),
    totalTime: durationToMinutes(cell('totalTime')),
    sourceUrl: httpUrl(cell('source')),
    categories: uniqueNames([
      ...splitCell(cell('categories'), ';'),
      ...splitCell(cell('tags'), ';'),
    ]),
    ingredients: ingredientLines(textLines(cell('ingredients'))),
    directions: stepsFromText(cell('instructions')),
    notes: notesOf(cell),
    images: picture ? [{ kind: 'url', url: picture }] : [],
  };
}

export const myRecipeBoxReader: AppFormatReader = {
  format: 'myrecipebox',
  detect: (files) => files.some(isMyRecipeBoxCsv),
  read: (files): AppExport => {
    const { recipes, failed } = readCsvRecipes(files.filter(isMyRecipeBoxCsv), {
      titleColumn: 'title',
      cells: rowCells,
      recipe: readRow,
    });
    return { format: 'myrecipebox', recipes, mealPlans: [], failed };
  },
};
