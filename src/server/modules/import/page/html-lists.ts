/**
 * Ingredient and step lists found in a page's HTML without schema.org data, by the class or id
 * names recipe plugins and themes use ('wprm-recipe-ingredient', 'ingredients', 'directions')
 * and by headings ('Ingredients', 'Zutaten', 'Ingrédients', 'Method', 'Zubereitung', ...).
 */
import type { CheerioAPI } from 'cheerio';
import { cleanLines, cleanText } from './clean-text';
import { checkboxRows, countWithAmounts, ingredientListByShape } from './list-shapes';
import { score, type ListKind } from './list-kinds';
import { byClassName } from './lists-by-class';
import { byHeading, HEADING_TAGS, MAX_SCAN } from './lists-by-heading';

type Found = { best: string[]; candidates: string[][] };
type Scans = Map<string, Found>;

/**
 * The class and heading scans of one page, each done once per kind when first asked for
 * (they are the costly part, and several rules ask).
 */
const scans = new WeakMap<object, Scans>();

function scanned($: CheerioAPI, kind: ListKind, by: 'class' | 'heading'): Found {
  const root = $.root().get(0)!;
  let found = scans.get(root);
  if (!found) scans.set(root, (found = new Map<string, Found>()));
  const key = `${kind} ${by}`;
  let result = found.get(key);
  if (!result) {
    const candidates: string[][] = [];
    const best = by === 'class' ? byClassName($, kind, candidates) : byHeading($, kind, candidates);
    result = { best, candidates };
    found.set(key, result);
  }
  return result;
}

/** The page's list of one kind, by class names first and headings second; [] when none. */
export function findHtmlList($: CheerioAPI, kind: ListKind): string[] {
  const byClass = scanned($, kind, 'class').best;
  if (kind === 'directions') return byClass.length > 0 ? byClass : scanned($, kind, 'heading').best;
  // An ingredient list with no amount at all is most often a wrong guess (a units toggle, share
  // buttons): a list on the page shaped like ingredients is then the better answer.
  if (countWithAmounts(byClass) > 0) return byClass;
  const headed = scanned($, kind, 'heading').best;
  if (countWithAmounts(headed) > 0) return headed;
  const shaped = ingredientListByShape($);
  if (shaped.length > 0) return shaped;
  const ticked = checkboxRows($);
  if (ticked.length > 0) return ticked;
  return byClass.length > 0 ? byClass : headed;
}

/** Every list of one kind the page's HTML seems to hold, for comparing with structured data. */
export function findHtmlListCandidates($: CheerioAPI, kind: ListKind): string[][] {
  return [...scanned($, kind, 'class').candidates, ...scanned($, kind, 'heading').candidates];
}

/**
 * Steps written as plain paragraphs right after the ingredient list, with no heading of their
 * own: the paragraphs that follow the list, up to the next heading or list.
 */
export function paragraphsAfterList($: CheerioAPI, ingredientLines: string[]): string[] {
  const first = ingredientLines[0];
  if (!first) return [];
  const list = $('ul, ol')
    .toArray()
    .find((el) => cleanText($(el).children('li').first().text()) === first);
  if (!list) return [];
  const all = $('body *').toArray();
  const paragraphs: string[] = [];
  for (
    let i = all.indexOf(list) + 1;
    i > 0 && i < all.length && i < all.indexOf(list) + MAX_SCAN;
    i++
  ) {
    const el = all[i]!;
    if ($.contains(list, el)) continue;
    const tag = el.tagName.toLowerCase();
    if (HEADING_TAGS.has(tag) || tag === 'ul' || tag === 'ol') {
      if (paragraphs.length > 0) break;
      continue;
    }
    if (tag === 'p') paragraphs.push(...cleanLines($(el).html() ?? ''));
  }
  return score(paragraphs, 'directions') > 0 ? paragraphs : [];
}
