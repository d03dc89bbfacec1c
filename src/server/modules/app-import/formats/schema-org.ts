/**
 * schema.org Recipe JSON-LD, the catch-all: `.json`/`.jsonld` files (a Recipe object, a list
 * of them, or an @graph) and `.html` pages carrying `<script type="application/ld+json">`,
 * alone or in a zip. Every Recipe node becomes one recipe, read by the page importer's own
 * rules (recipe-node.ts: HowToSection names stay as a step of their own); the registry tries
 * this format after every specific one, since some apps (Nextcloud) store schema.org too.
 *
 * Mapping beyond recipe-node: description → subtitle, recipeCategory then keywords →
 * categories, url (or a page address in mainEntityOfPage) → sourceUrl. An image named by a
 * relative path that is in the upload comes as bytes; addresses only when no bytes are found.
 * sourceId: the node's `@id`, else its url, else the file's path (with the node's number when
 * a file holds several).
 */
import { load } from 'cheerio';
import { isObject } from '#shared/lib/is-object';
import {
  collectRecipeNodes,
  findJsonLdRecipes,
  parseLenient,
  type JsonNode,
} from '#server/modules/import/page/json-ld';
import { recipePartsFromNode } from '#server/modules/import/page/recipe-node';
import type { UploadFile } from '../archive/read-upload';
import type { AppExport, AppFormatReader, AppImage, AppReadFailure, AppRecipe } from './app-export';
import {
  baseName,
  fileAt,
  folderOf,
  httpUrl,
  ingredientLines,
  listOf,
  textOf,
  textOrNull,
  uniqueNames,
} from './reader-helpers';

const JSON_FILE = /\.(?:json|jsonld)$/i;
const HTML_FILE = /\.html?$/i;

/** Names of a value that may be a text, a comma list, or objects with a name. */
function namesOf(value: unknown): unknown[] {
  const items = typeof value === 'string' ? listOf(value) : value == null ? [] : [value].flat();
  return items.map((item) => (isObject(item) ? item.name : item));
}

/** The node's image values as written: texts and the url/contentUrl of ImageObjects. */
function imageValues(value: unknown): string[] {
  return [value]
    .flat(2)
    .map((item) => (isObject(item) ? (item.url ?? item.contentUrl) : item))
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Pictures the upload itself carries, named by a path relative to the recipe's file. */
function imageBytes(node: JsonNode, files: readonly UploadFile[], folder: string): AppImage[] {
  return imageValues(node.image)
    .filter((value) => !/^[a-z][a-z\d+.-]*:/i.test(value.trim()))
    .flatMap((value) => {
      const file = fileAt(files, folder, value.trim().replace(/^\//, ''));
      return file ? [{ kind: 'bytes' as const, bytes: file.bytes }] : [];
    });
}

/** The page the recipe came from: its url, else a page address in mainEntityOfPage. */
function sourceUrlOf(node: JsonNode): string | null {
  const page = node.mainEntityOfPage;
  return httpUrl(node.url) ?? httpUrl(isObject(page) ? page['@id'] : page);
}

/**
 * A schema.org Recipe node as an AppRecipe (null when it has no name). Nextcloud's reader uses
 * it too and adds the pictures of its folder.
 */
export function recipeFromSchemaNode(
  node: JsonNode,
  sourceId: string | null,
  images: AppImage[] = [],
): AppRecipe | null {
  const sourceUrl = sourceUrlOf(node);
  // Relative image addresses resolve against the recipe's page; with none they are dropped.
  const parts = recipePartsFromNode(node, sourceUrl ?? 'about:blank');
  const title = textOrNull(parts.title);
  if (!title) return null;
  return {
    sourceId,
    title,
    description: textOrNull(node.description),
    servings: parts.servings,
    prepTime: parts.prepTime,
    cookTime: parts.cookTime,
    totalTime: parts.totalTime,
    sourceUrl,
    categories: uniqueNames([...namesOf(node.recipeCategory), ...namesOf(node.keywords)]),
    ingredients: ingredientLines(parts.ingredientLines),
    directions: parts.directions,
    notes: null,
    images:
      images.length > 0 ? images : parts.imageUrls.map((url) => ({ kind: 'url' as const, url })),
  };
}

/** The Recipe nodes of one file; undefined when a file that mentions recipes is unreadable. */
function recipeNodesOf(file: UploadFile): JsonNode[] | undefined {
  const text = textOf(file);
  // A cheap test first: most files of a zip hold no recipe at all.
  if (!text.includes('Recipe')) return [];
  if (HTML_FILE.test(file.path)) {
    if (!/ld\+json|json\+ld/i.test(text)) return [];
    return findJsonLdRecipes(load(text, { xml: { xmlMode: false, decodeEntities: true } }));
  }
  const json = parseLenient(text);
  if (json === undefined) return undefined;
  const found: JsonNode[] = [];
  collectRecipeNodes(json, found);
  return found;
}

const isCandidate = (file: UploadFile) => JSON_FILE.test(file.path) || HTML_FILE.test(file.path);

function nodeSourceId(node: JsonNode, path: string, index: number, count: number): string {
  const own = node['@id'];
  if (typeof own === 'string' && own.trim()) return own.trim();
  return httpUrl(node.url) ?? (count > 1 ? `${path}#${index + 1}` : path);
}

function readSchemaOrg(files: readonly UploadFile[]): AppExport {
  const recipes: AppRecipe[] = [];
  const failed: AppReadFailure[] = [];
  for (const file of files.filter(isCandidate)) {
    const nodes = recipeNodesOf(file);
    if (!nodes) {
      failed.push({ title: baseName(file.path), reason: 'The file is not valid JSON' });
      continue;
    }
    nodes.forEach((node, index) => {
      const sourceId = nodeSourceId(node, file.path, index, nodes.length);
      const images = imageBytes(node, files, folderOf(file.path));
      const recipe = recipeFromSchemaNode(node, sourceId, images);
      if (recipe) recipes.push(recipe);
      else failed.push({ title: baseName(file.path), reason: 'The recipe has no name' });
    });
  }
  return { format: 'schema-org', recipes, mealPlans: [], failed };
}

export const schemaOrgReader: AppFormatReader = {
  format: 'schema-org',
  detect: (files) => files.some((file) => isCandidate(file) && !!recipeNodesOf(file)?.length),
  read: readSchemaOrg,
};
