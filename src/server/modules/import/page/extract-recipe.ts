/**
 * The page extractor of recipe import (decision 016): schema.org Recipe from JSON-LD, then
 * microdata, then the page's OpenGraph data and HTML lists. Pure and synchronous: the import
 * route, the pasted-text import and `npm run import:extract` all call it on HTML they hold.
 * Decisions (section names, group headings, when the HTML list wins): docs/decisions/016.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { MAX_READ_DEPTH, nestsDeeperThan } from './dom-depth';
import { findHtmlList } from './html-lists';
import { fromHtmlOnly, fromPageText } from './html-only-recipe';
import { findJsonLdRecipes } from './json-ld';
import { removeItemControls } from './navigation';
import { servingsFromText, timesFromText, visibleText } from './page-facts';
import { pageTitle, shareImageUrls } from './page-meta';
import { preferHtmlDirections, preferHtmlIngredients } from './prefer-html-lists';
import type { RecipeParts } from './recipe-node';
import { richest, richestMicrodata } from './structured-recipe';
import { toIngredients, withoutPageNoise, withoutRepeatedList } from './tidy-recipe-lines';

/**
 * The page's share image (og:image) is the one its site picked to show the dish, sized for
 * cards; structured data often lists thumbnails or step photos first. It leads when present.
 */
function withShareImageFirst(structured: string[], share: string[]): string[] {
  const first = share[0];
  if (!first) return structured;
  return [first, ...structured.filter((url) => url !== first)];
}

export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractedRecipe | null {
  // htmlparser2 builds the tree about ten times faster than cheerio's default parse5 and is
  // forgiving enough for reading recipes (bench/import-extract.ts).
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  if (nestsDeeperThan($, MAX_READ_DEPTH)) return fromJsonLdOnly($, pageUrl);
  const structured = richest(findJsonLdRecipes($), pageUrl, $) ?? richestMicrodata($, pageUrl);
  removeItemControls($);
  let parts = structured;
  if (parts) {
    parts.ingredientLines = preferHtmlIngredients($, html, parts.ingredientLines);
    parts.directions = preferHtmlDirections($, parts.directions);
    if (parts.ingredientLines.length === 0) parts.ingredientLines = findHtmlList($, 'ingredients');
    if (!parts.title) parts.title = pageTitle($);
    parts.imageUrls = withShareImageFirst(parts.imageUrls, shareImageUrls($, pageUrl));
  } else {
    parts = fromHtmlOnly($, pageUrl);
    if (!parts) return fromPageText($, pageUrl);
  }
  if (!parts || !parts.title) return null;
  const ingredients = toIngredients(parts.ingredientLines);
  // No ingredient line at all (a menu or a footer was all the page had): no recipe to save.
  if (ingredients.length === 0) return null;
  fillFactsFromPageText($, parts);
  const { ingredientLines: _lines, ...rest } = parts;
  return {
    ...rest,
    directions: withoutPageNoise(withoutRepeatedList(rest.directions)),
    ingredients,
  };
}

/** A page nested too deep to read its HTML in time: its JSON-LD recipe alone, if any. */
function fromJsonLdOnly($: CheerioAPI, pageUrl: string): ExtractedRecipe | null {
  const parts = richest(findJsonLdRecipes($), pageUrl);
  if (!parts || !parts.title) return null;
  const { ingredientLines, ...rest } = parts;
  const ingredients = toIngredients(ingredientLines);
  return ingredients.length > 0 ? { ...rest, ingredients } : null;
}

/** Servings and times the structured data lacks, from the labelled facts the page prints. */
function fillFactsFromPageText($: CheerioAPI, parts: RecipeParts): void {
  if (parts.servings !== null && parts.totalTime !== null) return;
  const text = visibleText($);
  parts.servings ??= servingsFromText(text);
  if (parts.totalTime === null) {
    const times = timesFromText(text);
    parts.prepTime ??= times.prepTime;
    parts.cookTime ??= times.cookTime;
    parts.totalTime = times.totalTime;
  }
}
