/**
 * Chowdown: a Jekyll site (its repository as a zip): `_recipes/<slug>.md`, each YAML front
 * matter between `---` lines (blank lines allowed) and a Markdown body, with pictures under
 * `images/`. Maps: title, image (a name under images/, or a list of them) → image bytes,
 * categories then tags ('sides, vegetables' or a list) → categories, ingredients and directions
 * (YAML lists, Markdown in each item) in order, servings/yield, prep/cook/total times and
 * source when a site has added them. A component recipe lists `components:` by title: each
 * found in `_components/` adds its ingredients under its title as a heading and its steps
 * after the recipe's own. The Markdown body (an intro, a story, tips, of any length) becomes
 * plain-text notes, never the subtitle: it is free prose, and splitting it by length would put
 * the same kind of text in two places within one import. The id is the file's path from the
 * site's folder ('_recipes/roasted-okra.md').
 */
import { parse } from 'yaml';
import type { UploadFile } from '../archive/read-upload';
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
  fileAt,
  folderOf,
  httpUrl,
  ingredientLines,
  listOf,
  stepsFromText,
  textOf,
  uniqueNames,
  yieldToServings,
} from './reader-helpers';

const RECIPE_FILE = /(?:^|\/)_recipes\/[^/]+\.(?:md|markdown)$/i;
const COMPONENT_FILE = /(?:^|\/)_components\/[^/]+\.(?:md|markdown)$/i;

/** Front matter: '---' on the first line, YAML, then a line of '---'; the body follows. */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

type Page = { data: Record<string, unknown>; body: string };

/** The page's front matter and body, or why it cannot be read. */
function pageOf(file: UploadFile): Page | { reason: string } {
  const match = FRONT_MATTER.exec(textOf(file));
  if (!match) return { reason: 'The file has no front matter between --- lines.' };
  let data: unknown;
  try {
    data = parse(match[1] ?? '', { uniqueKeys: false });
  } catch {
    // Jekyll itself skips a page whose front matter is not YAML.
    return { reason: 'The front matter is not valid YAML.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { reason: 'The front matter holds no recipe fields.' };
  }
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

/** Markdown of one line as plain text: links keep their address, pictures and markup go. */
function inlineText(markdown: string): string {
  return markdown
    .replace(/\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}/g, '') // Liquid tags of the Jekyll site
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?[^)]*\)/g, (_, text: string, url: string) =>
      text === url ? url : `${text} (${url})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*_])[*_](?=\S)(.+?)(?<=\S)[*_](?![\p{L}\p{N}*_])/gu, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A paragraph: its lines are one line in Markdown, except the items of a list. */
function paragraphText(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((line) => inlineText(line.replace(/^\s{0,3}(?:#{1,6}\s+|>\s?)/, '')))
    .filter(Boolean);
  const isList = lines.length > 1 && lines.every((line) => /^(?:[-*+]|\d+[.)])\s/.test(line));
  return lines.join(isList ? '\n' : ' ');
}

/** The body as plain text, paragraphs kept apart by a blank line; null when empty. */
function markdownText(markdown: string): string | null {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map(paragraphText)
    .filter(Boolean)
    .join('\n\n');
  return text || null;
}

/** A YAML list item as text: 'Note: x' unquoted is a map in YAML, read back as written. */
function itemText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${itemText(inner)}`)
      .join(', ');
  }
  return '';
}

/** The items of a YAML list (or one value) as written. */
function rawItems(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map((item) => itemText(item).trim()).filter(Boolean);
}

/** The items of a YAML list (or one value) as plain lines: Chowdown renders each as Markdown. */
function itemsOf(value: unknown): string[] {
  return rawItems(value).map(inlineText).filter(Boolean);
}

/** Some Chowdown sites write '0.5|cup(s)|butter' for their own quantity tables. */
function ingredientsOf(value: unknown): AppIngredientLine[] {
  return ingredientLines(itemsOf(value).map((line) => line.replace(/\s*\|\s*/g, ' ')));
}

function directionsOf(value: unknown): string[] {
  if (typeof value === 'string') return stepsFromText(value).map(inlineText).filter(Boolean);
  return itemsOf(value);
}

/** The site's component recipes by title, case aside. */
function componentsOf(files: readonly UploadFile[], root: string): Map<string, Page> {
  const components = new Map<string, Page>();
  for (const file of files) {
    if (!COMPONENT_FILE.test(file.path) || siteRoot(file.path) !== root) continue;
    const page = pageOf(file);
    if ('data' in page) components.set(itemText(page.data.title).trim().toLowerCase(), page);
  }
  return components;
}

/** The site's folder: the one holding `_recipes/` (and `images/`, `_components/`). */
function siteRoot(path: string): string {
  return folderOf(folderOf(path));
}

/** A picture named in front matter: a file under the site's images/, or an address. */
function imageOf(name: string, files: readonly UploadFile[], root: string): AppImage | null {
  const url = httpUrl(name);
  if (url) return { kind: 'url', url };
  const relative = name.replace(/^\{\{[^}]*\}\}/, '').replace(/^\/+/, '');
  if (!relative) return null;
  const file =
    fileAt(files, root, relative.startsWith('images/') ? relative : `images/${relative}`) ??
    fileAt(files, root, relative);
  return file ? { kind: 'bytes', bytes: file.bytes } : null;
}

function imagesOf(value: unknown, files: readonly UploadFile[], root: string): AppImage[] {
  // File names as written: Markdown would take the underscores of 'my_photo_.jpg'.
  return rawItems(value).flatMap((name) => imageOf(name, files, root) ?? []);
}

/** First of the fields a site may use for one value. */
function field(data: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (data[name] !== undefined && data[name] !== null) return data[name];
  return undefined;
}

/** The components' ingredients under their titles, and their steps, in the recipe's order. */
function withComponents(recipe: AppRecipe, titles: string[], components: Map<string, Page>) {
  for (const title of titles) {
    const component = components.get(title.toLowerCase());
    if (!component) {
      // A component the site lacks is still something the recipe needs.
      recipe.ingredients.push({ kind: 'ingredient', line: title });
      continue;
    }
    recipe.ingredients.push(
      { kind: 'heading', text: title },
      ...ingredientsOf(component.data.ingredients),
    );
    recipe.directions.push(...directionsOf(component.data.directions));
  }
}

function readRecipe(file: UploadFile, page: Page, files: readonly UploadFile[]): AppRecipe {
  const { data } = page;
  const root = siteRoot(file.path);
  const recipe: AppRecipe = {
    sourceId: root ? file.path.slice(root.length + 1) : file.path,
    title: inlineText(itemText(data.title)),
    description: null,
    servings: yieldToServings(field(data, 'servings', 'yield', 'serves')),
    prepTime: durationToMinutes(field(data, 'prep', 'prep_time', 'prepTime')),
    cookTime: durationToMinutes(field(data, 'cook', 'cook_time', 'cookTime')),
    totalTime: durationToMinutes(field(data, 'total', 'total_time', 'totalTime')),
    sourceUrl: httpUrl(field(data, 'source', 'url')),
    categories: uniqueNames([...listOf(data.categories), ...listOf(data.tags)]),
    ingredients: ingredientsOf(data.ingredients),
    directions: directionsOf(data.directions),
    notes: markdownText(page.body),
    images: imagesOf(data.image, files, root),
  };
  const components = itemsOf(data.components);
  if (components.length > 0) withComponents(recipe, components, componentsOf(files, root));
  return recipe;
}

export const chowdownReader: AppFormatReader = {
  format: 'chowdown',
  detect: (files) => files.some((file) => RECIPE_FILE.test(file.path)),
  read: (files): AppExport => {
    const recipes: AppRecipe[] = [];
    const failed: AppReadFailure[] = [];
    const recipeFiles = files
      .filter((file) => RECIPE_FILE.test(file.path))
      .sort((a, b) => a.path.localeCompare(b.path));
    for (const file of recipeFiles) {
      const page = pageOf(file);
      if (!('data' in page)) failed.push({ title: baseName(file.path), reason: page.reason });
      else if (!itemText(page.data.title).trim())
        failed.push({ title: baseName(file.path), reason: 'The recipe has no title.' });
      else recipes.push(readRecipe(file, page, files));
    }
    return { format: 'chowdown', recipes, mealPlans: [], failed };
  },
};
