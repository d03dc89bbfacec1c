/**
 * The page extractor of recipe import (issue 12): schema.org Recipe from JSON-LD, then
 * microdata, then the page's OpenGraph data and HTML lists. Pure and synchronous: the import
 * route, the pasted-text import and `npm run import:extract` all call it on HTML they hold.
 * Decisions (section names, group headings, when the HTML list wins): docs/decisions/016.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { ExtractedIngredient, ExtractedRecipe } from '#shared/import/extracted-recipe';
import { isIngredientGroupHeading, parseIngredientLine } from '#shared/recipes/ingredient-parse';
import { blockText, cleanText } from './clean-text';
import { MAX_READ_DEPTH, nestsDeeperThan } from './dom-depth';
import { findHtmlList, findHtmlListCandidates, paragraphsAfterList } from './html-lists';
import { isAmountOnly, looksLikeIngredients } from './list-shapes';
import { findJsonLdRecipes, type JsonNode } from './json-ld';
import { findMicrodataRecipe } from './microdata';
import { firstUnitSystem } from './unit-systems';
import { servingsFromText, timesFromText, visibleText } from './page-facts';
import { imageUrlsOf, recipePartsFromNode, type RecipeParts } from './recipe-node';
import { recipeFromPageText, untilPageLinks } from './page-text';
import { withNeighbourLists } from './neighbour-lists';
import { removeItemControls } from './navigation';
import {
  hasAmount,
  isPageFurniture,
  spacedCjkAmount,
  withPageAmounts,
  wordsOf,
} from './ingredient-lines';

function meta($: CheerioAPI, ...names: string[]): string {
  for (const name of names) {
    const value = $(`meta[property="${name}" i], meta[name="${name}" i]`).attr('content');
    if (value && cleanText(value)) return cleanText(value);
  }
  return '';
}

/**
 * The node with the most to offer when a page carries several (a recipe and its teasers); a
 * page that holds several recipes (a dish and the salsa it needs) is about the one its main
 * heading names.
 */
function richest(nodes: JsonNode[], pageUrl: string, $?: CheerioAPI): RecipeParts | null {
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

const comparable = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** What the page calls itself: its main heading, and its titles without the site's name. */
function pageNames($: CheerioAPI): Set<string> {
  const titles = [
    cleanText($('h1').first().text()),
    withoutSiteName(meta($, 'og:title', 'twitter:title')),
    withoutSiteName(cleanText($('title').first().text())),
  ];
  return new Set(titles.map(comparable).filter(Boolean));
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

/** Share of the structured lines whose words appear (mostly) in some line of the HTML list. */
function coverage(lines: string[], html: string[]): number {
  const htmlWords = html.map((l) => new Set(wordsOf(l)));
  const covered = lines.filter((line) => {
    const w = wordsOf(line);
    if (w.length === 0) return true;
    return htmlWords.some((set) => w.filter((x) => set.has(x)).length >= w.length * 0.7);
  }).length;
  return lines.length ? covered / lines.length : 0;
}

const numberedLines = (lines: string[]) => lines.filter((l) => NUMBER_GROUP.test(l)).length;

/**
 * Some sites write JSON-LD ingredient lines without their amounts while the page shows them:
 * each such line takes the page's line (decision 029; the whole-list rule of decision 016 it
 * replaces also brought the page's noise: 'Copy ingredients', '2 portion(s)'). Structured
 * lines that are no list at all (keywords, group names, one run-together line) give way to
 * the page's list.
 */
function preferHtmlIngredients($: CheerioAPI, html: string, lines: string[]): string[] {
  if (lines.length === 0) return lines;
  const numbers = numberedLines(lines);
  // Structured lines with no amount at all and far fewer than the page prints (keywords
  // 'Cheese, Pasta, Za'atar', or the names of the page's groups 'Biscuit Joconde', 'Ganache')
  // are no list, and neither are one or two lines that run the page's list together ('2 tbsp
  // sesame oil2 small onions, chopped.3 cloves…'): the page's list (with its groups) is.
  if (numbers === 0 || lines.length <= 2) {
    const page = withNeighbourLists($, findHtmlList($, 'ingredients'));
    if (numbers === 0 && page.length >= lines.length * 2 && looksLikeIngredients(page)) return page;
    const runTogether = lines.length <= 2 && page.length >= 3;
    if (runTogether && coverage(page, [lines.join(' ')]) >= 0.8) return page;
  }
  // Scanning the page's lists is the costly part: only when the page prints a bare line with
  // an amount.
  const bare = lines.filter((line) => !hasAmount(line));
  if (bare.length === 0 || !printedWithAmount(html, bare)) return lines;
  const candidates = findHtmlListCandidates($, 'ingredients');
  const lists = candidates.map((c) => c.filter((l) => !isIngredientGroupHeading(l)));
  // Line by line (decision 029): a line without an amount takes the page's line with it,
  // from the page's list that is the same list, line for line.
  let same: string[] = [];
  let sameScore = -Infinity;
  for (const list of lists) {
    if (coverage(lines, list) < 0.8) continue;
    const score = alignedLines(lines, list) - Math.abs(list.length - lines.length);
    if (score > sameScore) {
      same = list;
      sameScore = score;
    }
  }
  return withPageAmounts(lines, same);
}

/** An amount and up to three unit words or a bracketed conversion, then the name ('2 tsp (10ml) '). */
const AMOUNT_BEFORE =
  /(?:^|\n) ?[(]?(?:\d|[½⅓⅔¼¾⅛])[\d.,/]* ?(?:(?:[\p{L}.]+|\([^)\n]{0,20}\)) ?){0,3}$/u;
/** An amount right after the name ('ziemniaki 1 kilogram', 'Salz: 1 Prise'). */
const AMOUNT_AFTER = /^ ?[:(–-]? ?(?:\d|[½⅓⅔¼¾⅛])/u;

/**
 * Whether the page prints one of the lines with an amount: on its line ('2 tsp (10ml) dijon
 * mustard', 'ziemniaki 1 kilogram') or as the line of its own right before or after it (an
 * amount and a name in two blocks). Only then are the page's lists worth scanning for it.
 */
function printedWithAmount(html: string, lines: string[]): boolean {
  const source = html.toLowerCase();
  return lines.some((line) => {
    const needle = line.toLowerCase();
    if (needle.length < 3) return false;
    for (let at = source.indexOf(needle); at >= 0; at = source.indexOf(needle, at + 1)) {
      // The lines around this one, as the page prints them.
      const before = blockText(source.slice(Math.max(0, at - 400), at)).split('\n');
      const after = blockText(source.slice(at + needle.length, at + needle.length + 200)).split(
        '\n',
      );
      const sameBefore = before.pop()!.trim();
      const sameAfter = after.shift()!;
      const lineBefore =
        before
          .map((l) => l.trim())
          .filter(Boolean)
          .pop() ?? '';
      const lineAfter = after.map((l) => l.trim()).find(Boolean) ?? '';
      if (sameBefore ? AMOUNT_BEFORE.test(sameBefore) : isAmountOnly(lineBefore)) return true;
      if (sameAfter.trim() ? AMOUNT_AFTER.test(sameAfter) : isAmountOnly(lineAfter)) return true;
    }
    return false;
  });
}

/** Lines of the page's list that hold the structured line's words at the same place. */
function alignedLines(lines: string[], html: string[]): number {
  return lines.filter((line, i) => {
    const page = html[i];
    if (page === undefined) return false;
    const words = new Set(wordsOf(page));
    return wordsOf(line).every((w) => words.has(w));
  }).length;
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
  // The page's furniture that lists pick up ('Prep time: 20 min', '© Site') is no ingredient.
  const real = lines.filter((line) => /[\p{L}\p{N}]/u.test(line) && !isPageFurniture(line));
  return firstUnitSystem(withoutRepeatedList(real)).flatMap((line) => {
    if (isIngredientGroupHeading(line)) return [];
    const parsed = parseIngredientLine(spacedCjkAmount(line));
    return parsed ? [parsed] : [];
  });
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
    parts.imageUrls = withShareImageFirst(
      parts.imageUrls,
      imageUrlsOf(meta($, 'og:image', 'og:image:url', 'twitter:image'), pageUrl),
    );
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

/** A page with no lists to find: its text under its headings, read like pasted text. */
function fromPageText($: CheerioAPI, pageUrl: string): ExtractedRecipe | null {
  const recipe = recipeFromPageText($, pageTitle($));
  if (!recipe) return null;
  recipe.ingredients = recipe.ingredients.filter((i) => !isPageFurniture(i.line));
  if (recipe.ingredients.length === 0) return null;
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
