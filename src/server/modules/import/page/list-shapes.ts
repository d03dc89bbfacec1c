/**
 * Ingredient lists found by their shape when no class name or heading names them: a list on
 * the page whose items are short and mostly open with an amount ('2 celery stalks', '300g -
 * chickpeas'). Menus, share buttons and step lists do not look like that.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, type Element } from 'domhandler';
import { cleanText, oneLine } from './clean-text';
import { inNavigation, isWholeLink } from './navigation';

const OPENS_WITH_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅕⅛⅜⅝⅞])/;
/** '15 min', '1 hour': a timer's or filter's choices, not amounts of anything. */
const ONLY_A_DURATION = /^\d+\s*(?:min(?:utes?|uten)?|h|hrs?|hours?|uur|std)\.?$/i;

export function countWithAmounts(lines: string[]): number {
  return lines.filter((line) => OPENS_WITH_AMOUNT.test(line) && !ONLY_A_DURATION.test(line)).length;
}

/** True when a list reads as ingredients: short lines, most of them opening with an amount. */
export function looksLikeIngredients(lines: string[]): boolean {
  if (lines.length < 3 || lines.some((line) => line.length > 160)) return false;
  const withAmounts = countWithAmounts(lines);
  return withAmounts >= 3 && withAmounts >= lines.length * 0.6;
}

/**
 * A list of links rather than ingredients (docs/decisions/029): most items are whole links and
 * hardly any opens with an amount. A grocer's list that links each product ('3 Stk. Pak
 * Choi') stays a list.
 */
export function isLinkList($: CheerioAPI, items: Element[], lines: string[]): boolean {
  if (items.length === 0 || countWithAmounts(lines) >= lines.length * 0.3) return false;
  const links = items.filter((item) => isWholeLink($, item)).length;
  return links >= items.length * 0.5;
}

/** The page's list that looks most like ingredients, [] when none does. */
export function ingredientListByShape($: CheerioAPI): string[] {
  let best: string[] = [];
  $('ul, ol').each((_, list) => {
    const items = $(list).children('li').toArray();
    if (items.length < 3 || $(list).find('ul, ol').length > 0 || inNavigation(list)) return;
    const lines = items.map((li) => cleanText($(li).text())).filter(Boolean);
    if (!looksLikeIngredients(lines)) return;
    if (countWithAmounts(lines) > countWithAmounts(best)) best = lines;
  });
  return best;
}

/**
 * Ingredients to tick off, written as rows of blocks rather than a list ('<div><input
 * type=checkbox><div>1 db</div><div>patisszon</div></div>'): each tick box's row is a line,
 * taken when the rows read as ingredients. Tick boxes of forms (comments, newsletters) and
 * menus are not rows.
 */
export function checkboxRows($: CheerioAPI): string[] {
  const lines: string[] = [];
  $('input[type="checkbox" i]').each((_, input) => {
    if (inNavigation(input) || $(input).closest('form').length > 0) return;
    const row = input.parent;
    if (!row || !isTag(row)) return;
    const line = oneLine($(row).html() ?? '');
    if (line) lines.push(line);
  });
  return looksLikeIngredients(lines) ? lines : [];
}

/** A line that is only an amount ('½ cup', '2 tbsp', '1 kilogram', '5 Slices'). */
const AMOUNT_ONLY =
  /^(?:\d+(?:[.,/]\d+)?(?:\s*[½⅓⅔¼¾⅛]|\s+\d\/\d)?|[½⅓⅔¼¾⅛])(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?(?:\s*\p{L}+\.?(?:\p{L}{1,3}\.)?(?:\(s\))?)?$/u;

/** A line that gives only an amount, a bracketed conversion aside ('2 tsp (10ml)', '1 kilogram'). */
export const isAmountOnly = (line: string) =>
  AMOUNT_ONLY.test(line.replace(/\s*\([^)]*\)\s*/g, ' ').trim());

function paired(lines: string[], amountFirst: boolean): { lines: string[]; pairs: number } {
  const out: string[] = [];
  let pairs = 0;
  for (let i = 0; i < lines.length; i++) {
    const [a, b] = [lines[i]!, lines[i + 1]];
    const joins =
      b !== undefined &&
      (amountFirst
        ? AMOUNT_ONLY.test(a) && !AMOUNT_ONLY.test(b) && !/^\d/.test(b)
        : !AMOUNT_ONLY.test(a) && !/^\d/.test(a) && AMOUNT_ONLY.test(b));
    if (joins) {
      out.push(`${a} ${b}`);
      pairs++;
      i++;
    } else out.push(a);
  }
  return { lines: out, pairs };
}

/**
 * Ingredient rows whose amount and name sit in two elements read as two lines ('½ cup',
 * 'popping corn'); joined back in the order the page writes them ('ziemniaki', '1 kilogram'
 * reads 'ziemniaki 1 kilogram') when most of the list pairs up that way.
 */
export function joinSplitAmounts(lines: string[]): string[] {
  const before = paired(lines, true);
  const after = paired(lines, false);
  const best = after.pairs > before.pairs ? after : before;
  return best.pairs >= 2 && best.pairs * 2 >= lines.length * 0.6 ? best.lines : lines;
}
