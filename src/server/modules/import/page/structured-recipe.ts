/**
 * The recipe a page's schema.org data describes (JSON-LD, else microdata), as parts to fill
 * in from the rest of the page.
 */
import type { CheerioAPI } from 'cheerio';
import type { JsonNode } from './json-ld';
import { findMicrodataRecipe } from './microdata';
import { comparable, pageNames } from './page-meta';
import { recipePartsFromNode, type RecipeParts } from './recipe-node';

/**
 * The node with the most to offer when a page carries several (a recipe and its teasers); a
 * page that holds several recipes (a dish and the salsa it needs) is about the one its main
 * heading names.
 */
export function richest(nodes: JsonNode[], pageUrl: string, $?: CheerioAPI): RecipeParts | null {
  let candidates = nodes.map((node) => recipePartsFromNode(node, pageUrl));
  if (candidates.length > 1 && $) {
    const names = pageNames($);
    const named = candidates.filter(
      (parts) => parts.ingredientLines.length > 0 && names.has(comparable(parts.title)),
    );
    if (named.length > 0) candidates = named;
  }
  let best: RecipeParts | null = null;
  let bestScore = 0;
  for (const parts of candidates) {
    const s = (parts.title ? 1 : 0) + parts.ingredientLines.length + parts.directions.length;
    if (s > bestScore) {
      best = parts;
      bestScore = s;
    }
  }
  return best;
}

export function richestMicrodata($: CheerioAPI, pageUrl: string): RecipeParts | null {
  const node = findMicrodataRecipe($);
  return node ? richest([node], pageUrl) : null;
}
