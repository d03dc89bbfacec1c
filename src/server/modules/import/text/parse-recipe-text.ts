import { decodeHTML } from 'entities';
import type { ExtractedRecipe } from '#shared/import/extracted-recipe';
import { extractRecipeFromHtml } from '../page/extract-recipe';
import { parseRecipeText } from './plain-text-parser';

export { parseRecipeText } from './plain-text-parser';
export { createAiTextStructurer } from './ai-structure';

/** The page address pasted HTML is read against: relative links in it lead nowhere. */
export const PASTED_PAGE_URL = 'https://pasted.invalid/';

export type TextImportDeps = {
  /** The chat model's reading of the text (createAiTextStructurer), or null when none is set up. */
  structureWithAi: ((text: string) => Promise<ExtractedRecipe | null>) | null;
};

/**
 * A recipe from pasted text (issue 12, Import From Text): pasted HTML or JSON-LD goes through
 * the page extractor, anything else through the plain-text parser; when that finds no
 * ingredients or no steps, the chat model (when configured) gets the text. Null when no recipe
 * with both ingredients and steps could be read: a recipe cannot be saved without them.
 */
export async function recipeFromText(
  text: string,
  deps: TextImportDeps,
): Promise<ExtractedRecipe | null> {
  const markup = asMarkup(text);
  const read = markup ? extractRecipeFromHtml(markup, PASTED_PAGE_URL) : parseRecipeText(text);
  if (read && isComplete(read)) return read;
  if (!deps.structureWithAi) return null;
  // Bare JSON-LD has no visible text: the model then reads the JSON itself.
  const structured = await deps.structureWithAi((markup && visibleText(markup)) || text);
  return structured && isComplete(structured) ? structured : null;
}

function isComplete(recipe: ExtractedRecipe) {
  return recipe.ingredients.length > 0 && recipe.directions.length > 0;
}

const HTML_TAG =
  /<(?:!doctype|html|head|body|main|article|section|div|p|ul|ol|li|h[1-6]|span|table|br|script|meta|strong|b|em|a)\b[^>]*>/i;

/**
 * The text as HTML when it is markup: a pasted page or part of one, or a bare JSON-LD object
 * or array (which is wrapped in the script element a page would carry it in). Null otherwise.
 */
export function asMarkup(text: string): string | null {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed) && /"@(?:type|context|graph)"\s*:/.test(trimmed)) {
    // '<' in the JSON would end the script element early in an HTML parser.
    return `<script type="application/ld+json">${trimmed.replace(/</g, '\\u003c')}</script>`;
  }
  return HTML_TAG.test(trimmed) ? trimmed : null;
}

/** What a reader of the markup sees: the model gets words, not tags and scripts. */
function visibleText(html: string) {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(?:br|\/p|\/li|\/h[1-6]|\/div|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .split('\n')
    .map((line) => decodeHTML(line).replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
