/**
 * Ingredient and step lists found in a page's HTML without schema.org data, by the class or id
 * names recipe plugins and themes use ('wprm-recipe-ingredient', 'ingredients', 'directions')
 * and by headings ('Ingredients', 'Zutaten', 'Ingrédients', 'Method', 'Zubereitung', ...).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanLines, cleanText } from './clean-text';
import { countWithAmounts, ingredientListByShape, joinSplitAmounts } from './list-shapes';

export type ListKind = 'ingredients' | 'directions';

const CLASS_WORDS: Record<ListKind, RegExp> = {
  ingredients: /ingredient|zutaten|ingredien|ingrediënt|składnik/i,
  directions:
    /instruction|direction|method|preparation|steps|zubereitung|preparaci|bereiding|procedure|recipe-?step/i,
};
const HEADING_WORDS: Record<ListKind, RegExp> = {
  ingredients:
    /^(?:(?:ingredients?|zutaten|ingr[ée]dients?|ingredientes|ingredienti|ingredi[ëe]nten|ingredienser|ingredienten|hozzávalók|składniki|what you(?:'|’)?ll need|you will need)\b|材料|食材|用料)/i,
  directions:
    /^(?:(?:(?:cooking|baking|recipe|step[- ]by[- ]step)\s+)?(?:instructions?|directions?|method|preparation|steps|step[- ]by[- ]step|how to make|bereidingswijze|fremgangsmåde|elkészítés|zubereitung|pr[ée]paration|preparaci[óo]n|elaboraci[óo]n|bereiding|procedimento|przygotowanie)\b|做法|步骤)/i,
};
/** Step headings that name the dish first: 'Abrikozenvlaai maken', 'Schritt für Schritt'. */
const STEPS_HEADING_ENDING =
  /^[\p{L}\s'’-]{3,40}\s(?:maken|bereiden|zubereiten|schritt für schritt|step by step)$/iu;
/** Wrappers that name a whole section rather than one list: not useful on their own. */
const NOISE = /comment|review|related|sidebar|footer|nav|menu|widget|share|rating|print|jump|toc/i;

function itemsOf($: CheerioAPI, container: Cheerio<Element>, kind: ListKind): string[] {
  const selector = kind === 'ingredients' ? 'li' : 'li, p';
  let items = container.find(selector).toArray();
  // Nested lists: keep the innermost items only.
  items = items.filter((el) => $(el).find(selector).length === 0);
  // A wide container ('recipe-ingredients' around the whole card) can hold the other list too:
  // items inside a block named for the other kind belong to it.
  const other = CLASS_WORDS[kind === 'ingredients' ? 'directions' : 'ingredients'];
  items = items.filter(
    (el) =>
      !$(el)
        .parentsUntil(container)
        .toArray()
        .some((p) => {
          const names = `${$(p).attr('class') ?? ''} ${$(p).attr('id') ?? ''}`;
          return other.test(names) && !CLASS_WORDS[kind].test(names);
        }),
  );
  const lines =
    items.length > 0
      ? items.flatMap((el) => {
          const text = cleanText($(el).text());
          return text ? [text] : [];
        })
      : kind === 'ingredients' && container.find('tr').length > 0
        ? tableRows($, container)
        : cleanLines(container.html() ?? '');
  const tidy = tidyLines(lines, kind);
  return kind === 'ingredients' ? joinSplitAmounts(tidy) : tidy;
}

/** An ingredient table's rows, one line each, cells joined by spaces ('1 ½', 'cups', 'flour'). */
function tableRows($: CheerioAPI, container: Cheerio<Element>): string[] {
  return container
    .find('tr')
    .toArray()
    .filter((row) => $(row).children('td').length > 0)
    .map((row) =>
      cleanText(
        $(row)
          .children('td')
          .toArray()
          .map((cell) => $(cell).text())
          .join(' '),
      ),
    )
    .filter(Boolean);
}

/**
 * A container found by its class often holds its own heading ('Ingredients') and stray marks
 * ('>' of a toggle) as lines: neither is an ingredient or a step.
 */
function tidyLines(lines: string[], kind: ListKind): string[] {
  // The other list's heading ('Method' inside an ingredients block) ends this list.
  const otherKind = kind === 'ingredients' ? 'directions' : 'ingredients';
  const end = lines.findIndex(
    (line, i) =>
      i > 0 && line.split(/\s+/).length <= 3 && isHeadingText(line.replace(/:$/, '')) === otherKind,
  );
  return (end > 0 ? lines.slice(0, end) : lines).filter((line) => {
    if (!/[\p{L}\p{N}]/u.test(line)) return false;
    // Step counters printed as their own element ('1', 'Step 2') are not steps.
    if (kind === 'directions' && /^(?:step\s*)?\d{1,2}\.?$/i.test(line)) return false;
    return !(isHeadingText(line.replace(/:$/, '')) === kind && line.split(/\s+/).length <= 3);
  });
}

function score(lines: string[], kind: ListKind): number {
  if (lines.length === 0) return 0;
  if (kind === 'ingredients') {
    const short = lines.filter((l) => l.length < 140).length;
    return short >= lines.length * 0.8 ? lines.length : 0;
  }
  const words = lines.join(' ').split(/\s+/).length;
  return words >= 8 ? words : 0;
}

function byClassName($: CheerioAPI, kind: ListKind, all?: string[][]): string[] {
  let best: string[] = [];
  let bestScore = 0;
  $('[class], [id]').each((_, raw) => {
    const el = $(raw);
    const names = `${el.attr('class') ?? ''} ${el.attr('id') ?? ''}`;
    if (!CLASS_WORDS[kind].test(names) || NOISE.test(names)) return;
    const tag = raw.tagName.toLowerCase();
    if (tag === 'li' || tag === 'span' || tag === 'a' || tag === 'img' || tag === 'body') return;
    const lines = itemsOf($, el, kind);
    const s = score(lines, kind);
    if (s > 0) all?.push(lines);
    // The innermost container that holds the list wins ties, so headings around it stay out.
    if (s > bestScore) {
      best = lines;
      bestScore = s;
    }
  });
  return best;
}

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const MAX_SCAN = 600;

function isHeadingText(text: string): ListKind | null {
  if (text.length > 60) return null;
  if (HEADING_WORDS.ingredients.test(text)) return 'ingredients';
  if (HEADING_WORDS.directions.test(text) || STEPS_HEADING_ENDING.test(text)) return 'directions';
  return null;
}

function headingLevel(el: Element): number | null {
  const match = /^h([1-6])$/i.exec(el.tagName);
  return match ? Number(match[1]) : null;
}

/**
 * Lines that follow a heading ('Ingredients', 'Method') in document order, up to the next
 * heading: list items, else paragraphs (steps, or ingredients written without a list).
 */
function linesAfterHeading($: CheerioAPI, all: Element[], start: number): string[] {
  const items: string[] = [];
  const paragraphs: string[] = [];
  const heading = all[start]!;
  const level = headingLevel(heading);
  let consumed: Element | null = heading;
  for (let i = start + 1; i < all.length && i < start + MAX_SCAN; i++) {
    const el = all[i]!;
    if (consumed && $.contains(consumed, el)) continue;
    const tag = el.tagName.toLowerCase();
    const text =
      tag === 'li' || tag === 'p' || HEADING_TAGS.has(tag) || tag === 'strong' || tag === 'b'
        ? cleanText($(el).text())
        : '';
    // Some pages style a whole list as a heading or bold text, its lines split by <br>.
    const brLines =
      (tag === 'strong' || tag === 'b' || HEADING_TAGS.has(tag)) && $(el).children('br').length > 0;
    if (brLines && items.length === 0) {
      paragraphs.push(...cleanLines($(el).html() ?? ''));
      consumed = el;
      continue;
    }
    if (HEADING_TAGS.has(tag) || ((tag === 'strong' || tag === 'b') && isHeadingText(text))) {
      // Lower headings inside the section ('1. Preheat the oven' under 'Instructions') title
      // its steps or groups; a heading as high as the section's own ends it.
      const sub = level !== null && (headingLevel(el) ?? 0) > level && !isHeadingText(text);
      if (items.length + paragraphs.length > 0 && !sub) break;
      continue;
    }
    // A paragraph that names a section ('Directions:') ends this one.
    if (
      tag === 'p' &&
      items.length + paragraphs.length > 0 &&
      isHeadingText(text.replace(/:$/, ''))
    ) {
      break;
    }
    if (tag === 'li' && $(el).find('li').length === 0) {
      if (text) items.push(text);
      consumed = el;
    } else if (tag === 'p' && items.length === 0) {
      paragraphs.push(...cleanLines($(el).html() ?? ''));
      consumed = el;
    }
  }
  return items.length > 0 ? items : paragraphs;
}

function byHeading($: CheerioAPI, kind: ListKind, candidates?: string[][]): string[] {
  const all = $('body *').toArray();
  let found: string[] = [];
  all.forEach((el, index) => {
    const tag = el.tagName.toLowerCase();
    if (
      !HEADING_TAGS.has(tag) &&
      tag !== 'strong' &&
      tag !== 'b' &&
      tag !== 'p' &&
      tag !== 'span' &&
      tag !== 'div'
    )
      return;
    if ((tag === 'p' || tag === 'span' || tag === 'div') && $(el).children().length > 1) return;
    const text = cleanText($(el).text()).replace(/:$/, '');
    if (isHeadingText(text) !== kind) return;
    const lines = linesAfterHeading($, all, index);
    if (score(lines, kind) > 0) candidates?.push(lines);
    if (score(lines, kind) > score(found, kind)) found = lines;
  });
  return found;
}

/** The page's list of one kind, by class names first and headings second; [] when none. */
export function findHtmlList($: CheerioAPI, kind: ListKind): string[] {
  const byClass = byClassName($, kind);
  if (kind === 'directions') return byClass.length > 0 ? byClass : byHeading($, kind);
  // An ingredient list with no amount at all is most often a wrong guess (a units toggle, share
  // buttons): a list on the page shaped like ingredients is then the better answer.
  if (countWithAmounts(byClass) > 0) return byClass;
  const headed = byHeading($, kind);
  if (countWithAmounts(headed) > 0) return headed;
  const shaped = ingredientListByShape($);
  if (shaped.length > 0) return shaped;
  return byClass.length > 0 ? byClass : headed;
}

/** Every list of one kind the page's HTML seems to hold, for comparing with structured data. */
export function findHtmlListCandidates($: CheerioAPI, kind: ListKind): string[][] {
  const candidates: string[][] = [];
  byClassName($, kind, candidates);
  byHeading($, kind, candidates);
  return candidates;
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
