/**
 * Paprika: a `.paprikarecipes` zip of `.paprikarecipe` files, or one `.paprikarecipe` alone;
 * each is gzipped JSON (readUpload has gunzipped it). Fields: name, uid, description,
 * servings ('4', 'about 20 rolls'), prep_time/cook_time/total_time as text ('30 minutes'),
 * source_url, categories, ingredients and directions as text blocks, notes, and the photo
 * inline as base64 (photo_data, then photos[].data) with image_url the page's picture.
 *
 * Mapping: one ingredient per line (a heading known by its look: 'für den Braten:'), steps
 * by paragraphs, or by lines when the directions have no blank lines (stepsFromText); the
 * photos as bytes, image_url only when the recipe carries none. sourceId: the uid.
 */
import { isObject } from '#shared/lib/is-object';
import type { UploadFile } from '../archive/read-upload';
import type { AppExport, AppFormatReader, AppImage, AppReadFailure, AppRecipe } from './app-export';
import {
  baseName,
  durationToMinutes,
  httpUrl,
  ingredientLines,
  jsonOf,
  stepsFromText,
  textBlockOrNull,
  textLines,
  textOrNull,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

type Row = Record<string, unknown>;

const PAPRIKA_FILE = /\.paprikarecipe$/i;

const isPaprikaFile = (file: UploadFile) => PAPRIKA_FILE.test(file.path);

/** Base64 picture bytes; none for an empty or absent value. */
function base64Image(value: unknown): AppImage[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const bytes = Buffer.from(value, 'base64');
  return bytes.length > 0 ? [{ kind: 'bytes', bytes }] : [];
}

function imagesOf(recipe: Row): AppImage[] {
  const photos = Array.isArray(recipe.photos) ? recipe.photos.filter(isObject) : [];
  const bytes = [
    ...base64Image(recipe.photo_data),
    ...photos.flatMap((photo) => base64Image(photo.data)),
  ];
  if (bytes.length > 0) return bytes;
  const url = httpUrl(recipe.image_url);
  return url ? [{ kind: 'url', url }] : [];
}

function recipeOf(recipe: Row, title: string, file: UploadFile): AppRecipe {
  const uid = typeof recipe.uid === 'string' ? recipe.uid.trim() : '';
  return {
    sourceId: uid || file.path,
    title,
    description: textOrNull(recipe.description),
    servings: yieldToServings(recipe.servings),
    prepTime: durationToMinutes(recipe.prep_time),
    cookTime: durationToMinutes(recipe.cook_time),
    totalTime: durationToMinutes(recipe.total_time),
    sourceUrl: httpUrl(recipe.source_url),
    categories: uniqueNames(Array.isArray(recipe.categories) ? recipe.categories : []),
    ingredients: ingredientLines(textLines(recipe.ingredients)),
    // Text copied from pages brings no-break spaces; they read as any other space.
    directions: stepsFromText(recipe.directions).map((step) => step.replace(/\s+/g, ' ')),
    notes: textBlockOrNull(recipe.notes),
    images: imagesOf(recipe),
  };
}

function readPaprika(files: readonly UploadFile[]): AppExport {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of files.filter(isPaprikaFile)) {
    const where = baseName(file.path).replace(PAPRIKA_FILE, '');
    const json = jsonOf(file);
    if (!isObject(json)) {
      failed.push({ title: where, reason: 'The recipe file is not valid JSON' });
      continue;
    }
    const title = textOrNull(json.name);
    if (title) recipes.push(recipeOf(json, title, file));
    else failed.push({ title: where, reason: 'The recipe has no name' });
  }
  return { format: 'paprika', recipes, mealPlans: [], failed };
}

export const paprikaReader: AppFormatReader = {
  format: 'paprika',
  detect: (files) => files.some(isPaprikaFile),
  read: readPaprika,
};
