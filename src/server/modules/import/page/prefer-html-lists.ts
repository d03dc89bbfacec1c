/**
 * Where the page's own lists win over its structured data's: ingredient lines written
 * without their amounts or no list at all (decision 029), steps that are only a teaser.
 */
import type { CheerioAPI } from 'cheerio';
import { isGroupHeading } from '#shared/recipes/ingredient-line';
import { blockText } from './clean-text';
import { findHtmlList, findHtmlListCandidates } from './html-lists';
import { isAmountOnly, looksLikeIngredients } from './list-shapes';
import { withNeighbourLists } from './neighbour-lists';
import { hasAmount, withPageAmounts, wordsOf } from './ingredient-lines';

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
export function preferHtmlIngredients($: CheerioAPI, html: string, lines: string[]): string[] {
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
  const lists = candidates.map((c) => c.filter((l) => !isGroupHeading(l)));
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
export function preferHtmlDirections($: CheerioAPI, directions: string[]): string[] {
  if (directions.length > 2) return directions;
  const html = findHtmlList($, 'directions');
  if (directions.length === 0) return html;
  return html.length >= 3 && wordCount(html) >= wordCount(directions) * 3 ? html : directions;
}
