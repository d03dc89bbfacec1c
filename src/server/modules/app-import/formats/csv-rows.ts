/**
 * The CSV exports (Plan to Eat, MyRecipeBox): the header row alone, from the file's first bytes,
 * to tell formats apart cheaply; and the whole table, whose quoted cells may hold line breaks,
 * commas and quotes, for reading.
 */
import { parse } from 'csv-parse/sync';
import type { UploadFile } from '../archive/read-upload';
import type { AppReadFailure, AppRecipe } from './app-export';
import { recipeKeys } from './recipe-keys';
import { textOf } from './reader-helpers';

/** A header row is far shorter than this; detection never reads a whole export. */
const HEADER_BYTES = 8192;

/** The cells of a file's first line, trimmed; [] when it is no CSV line. */
export function csvHeader(file: UploadFile): string[] {
  const head = file.bytes
    .subarray(0, HEADER_BYTES)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const firstLine = head.split(/\r\n|\n|\r/, 1)[0] ?? '';
  try {
    const [row] = parse(firstLine, { relax_quotes: true, relax_column_count: true });
    return (row ?? []).map((cell) => cell.trim());
  } catch {
    return [];
  }
}

export type CsvTable = {
  header: string[];
  /** The data rows in order; rows with no text in any cell left out. */
  rows: string[][];
  /**
   * How many times the text was not valid CSV. A quote left open takes the rest of the file
   * with it, so this says rows are missing, not how many.
   */
  skipped: number;
};

/**
 * The file as a table. Rows may have more or fewer cells than the header (MyRecipeBox writes
 * them so), and a malformed row is skipped and counted rather than ending the whole read.
 */
export function csvTable(file: UploadFile): CsvTable {
  let skipped = 0;
  const records = parse(textOf(file), {
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: () => {
      skipped++;
      return undefined;
    },
  });
  const [header = [], ...rows] = records;
  return {
    header: header.map((cell) => cell.trim()),
    rows: rows.filter((row) => row.some((cell) => cell.trim() !== '')),
    skipped,
  };
}

/** The index of a header column, its name's case aside; -1 when the export has none. */
export function columnIndex(header: readonly string[], name: string): number {
  const wanted = name.toLowerCase();
  return header.findIndex((cell) => cell.toLowerCase() === wanted);
}

/** A reader of one row's cells by column name: '' for a column the export or row lacks. */
export function cellsOf(header: readonly string[], row: readonly string[]): RowCells {
  return (name) => {
    const index = columnIndex(header, name);
    return index < 0 ? '' : (row[index] ?? '').trim();
  };
}

/** A list written in one cell ('Dessert;German'), split by `separator`. */
export function splitCell(value: string, separator: string | RegExp): string[] {
  return value
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One row's cells by column name. */
export type RowCells = (name: string) => string;

export type CsvRecipeRows = {
  /** The column that holds a recipe's title: a row without one fails. */
  titleColumn: string;
  /** How a row's cells are found by name (cellsOf, unless the app writes rows askew). */
  cells: (header: readonly string[], row: readonly string[]) => RowCells;
  /** The recipe of a row that has a title; `key` gives a recipe without an id of its own one. */
  recipe: (cell: RowCells, key: (title: string) => string) => AppRecipe;
};

/**
 * The recipes of a CSV export's files: every row with a title is read; a row without one, and
 * a file with rows that are not CSV, go to `failed` while the others import.
 */
export function readCsvRecipes(
  files: readonly UploadFile[],
  reading: CsvRecipeRows,
): { recipes: AppRecipe[]; failed: AppReadFailure[] } {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of files) {
    const table = csvTable(file);
    const key = recipeKeys(file.path);
    table.rows.forEach((row, index) => {
      const cell = reading.cells(table.header, row);
      if (cell(reading.titleColumn)) recipes.push(reading.recipe(cell, key));
      else
        failed.push({
          title: `${file.path}, row ${index + 1}`,
          reason: 'The recipe has no title.',
        });
    });
    if (table.skipped > 0) {
      const reason = 'Some rows are not valid CSV (a quote left open) and could not be read.';
      failed.push({ title: file.path, reason });
    }
  }
  return { recipes, failed };
}
