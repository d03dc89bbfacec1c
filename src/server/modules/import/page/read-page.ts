/**
 * A page as an import reads it (product rule: import-budget): scanned before any tree is built, and
 * read in full only within the limits of page-scan.ts. Past them (a crafted page, or one no recipe
 * site writes: real pages nest a few dozen levels and hold a few thousand elements) only its
 * JSON-LD is read, as decision 016's addendum already did for pages nested too deep; a page
 * without JSON-LD then gives no recipe.
 */
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { extractRecipeFromHtml } from './extract-recipe';
import { scanPage, type PageLimits } from './page-scan';

export function readRecipePage(
  html: string,
  pageUrl: string,
  limits?: PageLimits,
): ExtractedRecipe | null {
  const shape = scanPage(html, limits);
  if (shape.withinLimits) return extractRecipeFromHtml(html, pageUrl);
  if (shape.jsonLd.length === 0) return null;
  // The scan ended each block at its '</script': wrapped again, each is one script element.
  const scripts = shape.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`);
  return extractRecipeFromHtml(`<html><head>${scripts.join('')}</head></html>`, pageUrl);
}
