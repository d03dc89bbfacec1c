/**
 * The last fallback for pages with neither schema.org data nor recognisable lists: recipes
 * written as paragraphs ('Ingredients:', then '• 1 cup flour' lines, then 'Directions:'), as
 * site builders (Wix, Squarespace) save blog posts. The page is read as lines of text, one per
 * block element, and the lines from its first ingredients heading on go through the same
 * parser as pasted text.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { parseRecipeText } from '../text/plain-text-parser';
import { readHeading } from '../text/section-headings';

/** Parts of a page that never hold the recipe (and would add menu words to it). */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'select',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'iframe',
]);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'em',
  'font',
  'i',
  'img',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);
/** Enough lines for any recipe; a page's text past that is comments and links. */
const MAX_LINES = 5_000;

/** The page's visible text, one line per block element, in reading order. */
export function pageTextLines($: CheerioAPI): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (lines.length > MAX_LINES) return;
      if (isText(node)) current += node.data;
      else if (isTag(node) && !SKIP.has(node.name)) {
        if (node.name === 'br') {
          flush();
          continue;
        }
        const block = !INLINE.has(node.name);
        if (block) flush();
        walk(node.children);
        if (block) flush();
      }
    }
  };
  walk($('body').toArray());
  flush();
  return lines;
}

/** A recipe read from the page's text under its headings; null without ingredients and steps. */
export function recipeFromPageText($: CheerioAPI, title: string): ExtractedRecipe | null {
  if (!title) return null;
  const lines = pageTextLines($);
  const start = lines.findIndex((line) => readHeading(line)?.section === 'ingredients');
  if (start < 0) return null;
  const recipe = parseRecipeText([title, ...lines.slice(start)].join('\n'));
  if (!recipe || recipe.ingredients.length < 2 || recipe.directions.length === 0) return null;
  return { ...recipe, directions: untilPageLinks(recipe.directions) };
}

/** A short line with no sentence end: a link or a label ('Black Bean Salad'), not a step. */
const isLinkLike = (line: string) => line.split(/\s+/).length <= 4 && !/[.!?:)]$/.test(line);

/** The steps end where the page's links begin (related posts, 'bottom of page'). */
export function untilPageLinks(directions: string[]): string[] {
  const end = directions.findIndex((line, i) => i > 0 && isLinkLike(line));
  return end < 0 ? directions : directions.slice(0, end);
}
