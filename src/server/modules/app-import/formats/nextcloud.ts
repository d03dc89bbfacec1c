/**
 * Nextcloud Cookbook: one folder per recipe holding `recipe.json` (a schema.org Recipe, read
 * as the schema.org reader reads it: keywords follow recipeCategory, `url` is the source) and
 * the recipe's picture as `full.jpg` and `thumb.jpg` (the full one preferred, the thumbnail
 * only when it is all there is; the recipe's image address only when the folder has none).
 * sourceId: the folder's path, which Nextcloud names after the recipe and keeps unique.
 */
import { isObject } from '#shared/lib/is-object';
import { collectRecipeNodes, hasType, type JsonNode } from '#server/modules/import/page/json-ld';
import type { UploadFile } from '../archive/read-upload';
import type { AppExport, AppFormatReader, AppImage, AppReadFailure, AppRecipe } from './app-export';
import { baseName, fileAt, filesNamed, folderOf, IMAGE_FILE, jsonOf } from './reader-helpers';
import { recipeFromSchemaNode } from './schema-org';

const RECIPE_JSON = /^recipe\.json$/i;

/** recipe.json files of recipe folders (Nextcloud never writes one at the top). */
const recipeFiles = (files: readonly UploadFile[]) =>
  filesNamed(files, RECIPE_JSON).filter((file) => folderOf(file.path) !== '');

/** The recipe's picture: full.jpg, else thumb.jpg, else any picture of its folder. */
function folderImage(files: readonly UploadFile[], folder: string): AppImage[] {
  const file =
    fileAt(files, folder, 'full.jpg') ??
    fileAt(files, folder, 'thumb.jpg') ??
    files.find((f) => folderOf(f.path) === folder && IMAGE_FILE.test(f.path));
  return file ? [{ kind: 'bytes', bytes: file.bytes }] : [];
}

function recipeNode(json: unknown): JsonNode | undefined {
  const found: JsonNode[] = [];
  collectRecipeNodes(json, found);
  return found[0];
}

function readNextcloud(files: readonly UploadFile[]): AppExport {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of recipeFiles(files)) {
    const folder = folderOf(file.path);
    const node = recipeNode(jsonOf(file));
    if (!node) {
      failed.push({ title: baseName(folder), reason: 'recipe.json is not a readable recipe' });
      continue;
    }
    const recipe = recipeFromSchemaNode(node, folder, folderImage(files, folder));
    if (recipe) recipes.push(recipe);
    else failed.push({ title: baseName(folder), reason: 'The recipe has no name' });
  }
  return { format: 'nextcloud', recipes, mealPlans: [], failed };
}

export const nextcloudReader: AppFormatReader = {
  format: 'nextcloud',
  // Folders with recipe.json, and the first one a schema.org Recipe: Tandoor's recipe.json
  // (inside its nested zips) has no @type, so the two never claim each other's uploads.
  // A broken first file does not hide the others: the first one that is JSON decides.
  detect: (files) => {
    for (const file of recipeFiles(files)) {
      const json = jsonOf(file);
      if (json !== undefined) return isObject(json) && hasType(json, 'Recipe');
    }
    return false;
  },
  read: readNextcloud,
};
