import { decodeHTML } from 'entities';
import { readRecipePage } from '../page/read-page';
import { isComplete, type TextReading } from './recipe-from-text';
import { parseRecipeText } from './plain-text-parser';

export { parseRecipeText } from './plain-text-parser';

/** The page address pasted HTML is read against: relative links in it lead nowhere. */
export const PASTED_PAGE_URL = 'https://pasted.invalid/';

/**
 * Pasted text read without the model, the CPU-bound part of recipeFromText (run in the import
 * workers): pasted HTML or JSON-LD goes through the page reader, anything else through the
 * plain-text parser. When that gives no recipe with ingredients and steps, and the model is
 * to be asked, the words it should read.
 */
export function readRecipeText(text: string, options: { forModel: boolean }): TextReading {
  const markup = asMarkup(text);
  const read = markup ? readRecipePage(markup, PASTED_PAGE_URL) : parseRecipeText(text);
  if (read && isComplete(read)) return { recipe: read, forModel: null };
  if (!options.forModel) return { recipe: null, forModel: null };
  // Bare JSON-LD has no visible text: the model then reads the JSON itself.
  return { recipe: null, forModel: (markup && visibleText(markup)) || text };
}

const HTML_TAG_START =
  /<(?:!doctype|html|head|body|main|article|section|div|p|ul|ol|li|h[1-6]|span|table|br|script|meta|strong|b|em|a)\b/i;

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
  // A tag needs its '>': looked for once after the first tag name, where `<a\b[^>]*>` would
  // scan to the end again from every '<a' of a text without one (4 s for 99 kB of '<a ').
  const tag = HTML_TAG_START.exec(trimmed);
  return tag && trimmed.includes('>', tag.index) ? trimmed : null;
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
