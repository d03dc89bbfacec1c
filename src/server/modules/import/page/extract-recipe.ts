/**
 * The page extractor of recipe import (issue 12): schema.org Recipe from JSON-LD, then
 * microdata, then the page's OpenGraph data and HTML lists. Pure and synchronous: the import
 * route, the pasted-text import and `npm run import:extract` all call it on HTML they hold.
 * Decisions (section names, group headings, when the HTML list wins): docs/decisions/016.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { ExtractedIngredient, ExtractedRecipe } from '#shared/import/extracted-recipe';
import { isIngredientGroupHeading, parseIngredientLine } from '#shared/recipes/ingredient-parse';
import { cleanText } from './clean-text';
import { MAX_READ_DEPTH, nestsDeeperThan } from './dom-depth';
import { findHtmlList, findHtmlListCandidates, paragraphsAfterList } from './html-lists';
import { findJsonLdRecipes, type JsonNode } from './json-ld';
import { findMicrodataRecipe } from './microdata';
import { firstUnitSystem } from './unit-systems';
import { servingsFromText, timesFromText, visibleText } from './page-facts';
import { imageUrlsOf, recipePartsFromNode, type RecipeParts } from './recipe-node';
import { recipeFromPageText, untilPageLinks } from './page-text';
import { withNeighbourLists } from './neighbour-lists';

function meta($: CheerioAPI, ...names: string[]): string {
  for (const name of names) {
    const value = $(`meta[property="${name}" i], meta[name="${name}" i]`).attr('content');
    if (value && cleanText(value)) return cleanText(value);
  }
  return '';
}

/** The node with the most to offer when a page carries several (a recipe and its teasers). */
function richest(nodes: JsonNode[], pageUrl: string): RecipeParts | null {
  let best: RecipeParts | null = null;
  let bestScore = 0;
  for (const node of nodes) {
    const parts = recipePartsFromNode(node, pageUrl);
    const s = (parts.title ? 1 : 0) + parts.ingredientLines.length + parts.directions.length;
    if (s > bestScore) {
      best = parts;
      bestScore = s;
    }
  }
  return best;
}

function fromHtmlOnly($: CheerioAPI, pageUrl: string): RecipeParts | null {
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
    imageUrls: imageUrlsOf(meta($, 'og:image', 'og:image:url', 'twitter:image'), pageUrl),
    category: null,
    ingredientLines: ingredients.length > 0 ? ingredients : ingredientLines,
    directions,
  };
}

/** Site names trail page titles ('Banh Mi | Tofoo'): the first part is the recipe's name. */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|–—-]\s+|\s*\|\s*/);
  return parts.length > 1 && parts[0]!.length >= 3 ? parts[0]!.trim() : title;
}

/** The recipe's name on a page without schema.org data: its main heading when the page's
 * OpenGraph title (or <title>) names the same thing, else that title without the site name. */
function pageTitle($: CheerioAPI): string {
  const titles = [
    meta($, 'og:title', 'twitter:title'),
    cleanText($('title').first().text()),
  ].filter(Boolean);
  const h1 = cleanText($('h1').first().text());
  const lower = (t: string) => t.toLowerCase().replace(/[’']/g, "'");
  if (h1 && h1.length < 150 && titles.some((t) => lower(t).includes(lower(h1)))) return h1;
  if (titles[0]) return withoutSiteName(titles[0]);
  return h1;
}

const NUMBER_GROUP = /\d|[½⅓⅔¼¾⅛⅜⅝⅞]/;

function words(line: string): string[] {
  return line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1);
}

/** Share of the structured lines whose words appear (mostly) in some line of the HTML list. */
function coverage(lines: string[], html: string[]): number {
  const htmlWords = html.map((l) => new Set(words(l)));
  const covered = lines.filter((line) => {
    const w = words(line);
    if (w.length === 0) return true;
    return htmlWords.some((set) => w.filter((x) => set.has(x)).length >= w.length * 0.7);
  }).length;
  return lines.length ? covered / lines.length : 0;
}

const numberedLines = (lines: string[]) => lines.filter((l) => NUMBER_GROUP.test(l)).length;

/**
 * Some sites write JSON-LD ingredient lines without their amounts (or with fewer: '(375 mL)'
 * only on the page) while the page shows them; the page's own list wins when it is the same
 * list (its lines hold the structured lines' words, about as many lines) and carries more numbers.
 */
function preferHtmlIngredients($: CheerioAPI, lines: string[]): string[] {
  if (lines.length === 0) return lines;
  // Lines that mostly carry their amounts are the site's own list: keep them as they are.
  if (numberedLines(lines) >= lines.length * 0.7) return lines;
  const candidates = findHtmlListCandidates($, 'ingredients').map((c) =>
    c.filter((l) => !isIngredientGroupHeading(l)),
  );
  let best = lines;
  let bestNumbers = numberedLines(lines) + Math.max(1, lines.length * 0.2);
  for (const html of candidates) {
    if (html.length < lines.length * 0.8 || html.length > lines.length * 1.25 + 1) continue;
    if (coverage(lines, html) < 0.8) continue;
    const numbers = numberedLines(html);
    if (numbers > bestNumbers) {
      best = html;
      bestNumbers = numbers;
    }
  }
  return best;
}

const wordCount = (lines: string[]) => lines.join(' ').split(/\s+/).filter(Boolean).length;

/**
 * Structured steps that are a teaser (one short paragraph, often the description again)
 * while the page prints the real steps: the page's steps win when there are several and they
 * say at least three times as much. No structured steps at all: the page's, if any.
 */
function preferHtmlDirections($: CheerioAPI, directions: string[]): string[] {
  if (directions.length > 2) return directions;
  const html = findHtmlList($, 'directions');
  if (directions.length === 0) return html;
  return html.length >= 3 && wordCount(html) >= wordCount(directions) * 3 ? html : directions;
}

/**
 * The page's share image (og:image) is the one its site picked to show the dish, sized for
 * cards; structured data often lists thumbnails or step photos first. It leads when present.
 */
function withShareImageFirst(structured: string[], share: string[]): string[] {
  const first = share[0];
  if (!first) return structured;
  return [first, ...structured.filter((url) => url !== first)];
}

/** A step counter on a line of its own ('Step 2', '3.'): the number, not a step. */
const STEP_COUNTER = /^(?:step|schritt|stap|étape|paso|passo)?\s*\d{1,2}\s*[.:)]?$/i;
/** The blog's own calls to follow it, closing the steps ('Follow us on Pinterest'). */
const FOLLOW_US =
  /\b(?:follow (?:us|me)|volg (?:ons|mij)|folge (?:uns|mir)|suivez-(?:nous|moi)|síguenos|subscribe|newsletter)\b/i;

/** Steps without the page's counters and follow-us lines. */
function withoutPageNoise(directions: string[]): string[] {
  return directions.filter((line) => !STEP_COUNTER.test(line) && !FOLLOW_US.test(line));
}

/** Pages that print a list twice (a print copy, a units toggle) give it twice in a row. */
export function withoutRepeatedList(lines: string[]): string[] {
  const half = lines.length / 2;
  if (lines.length < 2 || !Number.isInteger(half)) return lines;
  return lines.slice(0, half).every((line, i) => line === lines[half + i])
    ? lines.slice(0, half)
    : lines;
}

function toIngredients(lines: string[]): ExtractedIngredient[] {
  // Lines with no letter or digit are marks of the page ('>' of a toggle), not ingredients.
  const real = lines.filter((line) => /[\p{L}\p{N}]/u.test(line));
  return firstUnitSystem(withoutRepeatedList(real)).flatMap((line) => {
    if (isIngredientGroupHeading(line)) return [];
    const parsed = parseIngredientLine(line);
    return parsed ? [parsed] : [];
  });
}

export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractedRecipe | null {
  // htmlparser2 builds the tree about ten times faster than cheerio's default parse5 and is
  // forgiving enough for reading recipes (bench/import-extract.ts).
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  if (nestsDeeperThan($, MAX_READ_DEPTH)) return fromJsonLdOnly($, pageUrl);
  const structured = richest(findJsonLdRecipes($), pageUrl) ?? richestMicrodata($, pageUrl);
  let parts = structured;
  if (parts) {
    parts.ingredientLines = preferHtmlIngredients($, parts.ingredientLines);
    parts.directions = preferHtmlDirections($, parts.directions);
    if (parts.ingredientLines.length === 0) parts.ingredientLines = findHtmlList($, 'ingredients');
    if (!parts.title) parts.title = pageTitle($);
    parts.imageUrls = withShareImageFirst(
      parts.imageUrls,
      imageUrlsOf(meta($, 'og:image', 'og:image:url', 'twitter:image'), pageUrl),
    );
  } else {
    parts = fromHtmlOnly($, pageUrl);
    if (!parts) return fromPageText($, pageUrl);
  }
  if (!parts || !parts.title) return null;
  fillFactsFromPageText($, parts);
  const { ingredientLines, ...rest } = parts;
  return {
    ...rest,
    directions: withoutPageNoise(withoutRepeatedList(rest.directions)),
    ingredients: toIngredients(ingredientLines),
  };
}

/** A page nested too deep to read its HTML in time: its JSON-LD recipe alone, if any. */
function fromJsonLdOnly($: CheerioAPI, pageUrl: string): ExtractedRecipe | null {
  const parts = richest(findJsonLdRecipes($), pageUrl);
  if (!parts || !parts.title) return null;
  const { ingredientLines, ...rest } = parts;
  return { ...rest, ingredients: toIngredients(ingredientLines) };
}

/** A page with no lists to find: its text under its headings, read like pasted text. */
function fromPageText($: CheerioAPI, pageUrl: string): ExtractedRecipe | null {
  const recipe = recipeFromPageText($, pageTitle($));
  if (!recipe) return null;
  const imageUrls = imageUrlsOf(meta($, 'og:image', 'og:image:url', 'twitter:image'), pageUrl);
  return { ...recipe, imageUrls };
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

function richestMicrodata($: CheerioAPI, pageUrl: string): RecipeParts | null {
  const node = findMicrodataRecipe($);
  return node ? richest([node], pageUrl) : null;
}
