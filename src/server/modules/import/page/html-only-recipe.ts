/**
 * A recipe from a page without schema.org data: its HTML lists, else its text under its
 * headings.
 */
import type { CheerioAPI } from 'cheerio';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { findHtmlList, paragraphsAfterList } from './html-lists';
import { withNeighbourLists } from './neighbour-lists';
import { isPageFurniture } from './ingredient-lines';
import { pageTitle, shareImageUrls } from './page-meta';
import { recipeFromPageText, untilPageLinks } from './page-text';
import type { RecipeParts } from './recipe-node';

export function fromHtmlOnly($: CheerioAPI, pageUrl: string): RecipeParts | null {
  const ingredientLines = withNeighbourLists($, findHtmlList($, 'ingredients'));
  let directions = findHtmlList($, 'directions');
  if (directions.length === 0) directions = paragraphsAfterList($, ingredientLines);
  directions = untilPageLinks(directions);
  if (ingredientLines.length === 0 || directions.length === 0) return null;
  // A block holding both lists gives the steps twice: a line that is a step is no ingredient.
  const steps = new Set(directions);
  const ingredients = ingredientLines.filter((line) => !steps.has(line));
  const title = pageTitle($);
  return {
    title,
    subtitle: null,
    servings: null,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    imageUrls: shareImageUrls($, pageUrl),
    category: null,
    ingredientLines: ingredients.length > 0 ? ingredients : ingredientLines,
    directions,
  };
}

/** A page with no lists to find: its text under its headings, read like pasted text. */
export function fromPageText($: CheerioAPI, pageUrl: string): ExtractedRecipe | null {
  const recipe = recipeFromPageText($, pageTitle($));
  if (!recipe) return null;
  recipe.ingredients = recipe.ingredients.filter((i) => !isPageFurniture(i.line));
  if (recipe.ingredients.length === 0) return null;
  const imageUrls = shareImageUrls($, pageUrl);
  return { ...recipe, imageUrls };
}
