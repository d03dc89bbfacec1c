/**
 * Ingredient and step lists found in a page's HTML without schema.org data, by the class or id
 * names recipe plugins and themes use ('wprm-recipe-ingredient', 'ingredients', 'directions')
 * and by headings ('Ingredients', 'Zutaten', 'Ingrédients', 'Method', 'Zubereitung', ...).
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanLines, cleanText } from './clean-text';
import {
  checkboxRows,
  countWithAmounts,
  ingredientListByShape,
  isLinkList,
  joinSplitAmounts,
} from './list-shapes';
import { inNavigation, isWholeLink } from './navigation';

export type ListKind = 'ingredients' | 'directions';

const CLASS_WORDS: Record<ListKind, RegExp> = {
  ingredients: /ingredient|zutaten|ingredien|ingrediënt|składnik/i,
  directions:
    /instruction|direction|method|preparation|steps|zubereitung|preparaci|bereiding|procedure|recipe-?step/i,
};
/**
 * Section headings in the languages recipe pages are written in (docs/decisions/029): a
 * heading opens with one of these words, followed by no other letter ('Zutaten für 4
 * Personen' and 'Ingredients:' count, 'Ingredient spotlight' does too, 'Methods of…' not).
 */
const INGREDIENT_HEADINGS = [
  'ingredients?',
  "what you(?:'|’)?ll need",
  'you will need',
  'zutaten',
  'ingr[ée]dients?',
  'ingredientes',
  'ingredienti',
  'ingredi[ëe]nten',
  'ingrediente',
  'ingredienser',
  'ingredienten',
  'ingrediencie',
  'ingredience',
  'ingredientai',
  'hozzávalók',
  'składniki',
  'suroviny',
  'sastojci',
  'namirnice',
  'sestavine',
  'ainekset',
  'ainesosat',
  'koostisosad',
  'sastāvdaļas',
  'malzemeler',
  'υλικά',
  'ингредиенты',
  'інгредієнти',
  'продукты',
  'bahan(?:-bahan)?',
  'nguyên liệu',
  'מצרכים',
  'רכיבים',
  'المكونات',
  'ส่วนผสม',
  '재료',
  '材料',
  '食材',
  '用料',
];
const DIRECTION_HEADINGS = [
  '(?:(?:cooking|baking|recipe|step[- ]by[- ]step)\\s+)?(?:instructions?|directions?|method|preparation|steps)',
  'step[- ]by[- ]step',
  'how to make',
  'zubereitung',
  'anleitung',
  'pr[ée]paration',
  'étapes',
  'preparaci[óo]n',
  'elaboraci[óo]n',
  'instrucciones',
  'modo de prepar(?:o|ación)',
  'preparação',
  'instruções',
  'procedimento',
  'preparazione',
  'bereidingswijze',
  'bereiding',
  'werkwijze',
  'fremgangsmåde',
  'fremgangsmåte',
  'sådan gør du',
  'slik gjør du',
  'gör så här',
  'tillagning',
  'valmistus',
  'przygotowanie',
  'sposób przygotowania',
  'postup',
  'příprava',
  'elkészítés',
  'mod de preparare',
  'priprema',
  'postupak',
  'postopek',
  'εκτέλεση',
  'οδηγίες',
  'παρασκευή',
  'yapılışı',
  'hazırlanışı',
  'приготовление',
  'способ приготовления',
  'приготування',
  'cara membuat',
  'cách làm',
  'אופן ההכנה',
  'הוראות הכנה',
  'طريقة التحضير',
  'วิธีทำ',
  '만드는 법',
  '조리법',
  '作り方',
  '做法',
  '步骤',
];
/** Scripts without spaces between words (材料, 作り方) need no word end after the heading. */
const headingPattern = (words: string[]) =>
  new RegExp(
    `^(?:${words.join('|')})(?:(?![\\p{L}])|(?<=\\p{Script=Han}|\\p{Script=Hangul}|\\p{Script=Hiragana}|\\p{Script=Katakana}))`,
    'iu',
  );
const HEADING_WORDS: Record<ListKind, RegExp> = {
  ingredients: headingPattern(INGREDIENT_HEADINGS),
  directions: headingPattern(DIRECTION_HEADINGS),
};
/** Step headings that name the dish first: 'Abrikozenvlaai maken', 'Schritt für Schritt'. */
const STEPS_HEADING_ENDING =
  /^[\p{L}\s'’-]{3,40}\s(?:maken|bereiden|zubereiten|schritt für schritt|step by step)$/iu;
/** Wrappers that name a whole section rather than one list: not useful on their own. */
const NOISE = /comment|review|related|sidebar|footer|nav|menu|widget|share|rating|print|jump|toc/i;

function itemsOf($: CheerioAPI, container: Cheerio<Element>, kind: ListKind): string[] {
  const selector = kind === 'ingredients' ? 'li' : 'li, p';
  const texts = new Map<Element, string>();
  // Nested lists: keep the innermost items only (an empty '<p>&nbsp;' inside a step does not
  // make it a list); a menu inside the container is no part of it.
  for (const el of container.find(selector).toArray()) {
    if (inNavigation(el)) continue;
    const text = cleanText($(el).text());
    if (text) texts.set(el, text);
  }
  let items = [...texts.keys()].filter((el) =>
    $(el)
      .find(selector)
      .toArray()
      .every((inner) => !texts.has(inner)),
  );
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
  if (kind === 'ingredients') {
    const lines = items.map((el) => texts.get(el)!);
    if (isLinkList($, items, lines)) return [];
  } else {
    items = items.filter((el) => el.tagName !== 'li' || !isWholeLink($, el));
  }
  const lines =
    items.length > 0
      ? items.map((el) => texts.get(el)!)
      : kind === 'ingredients' && container.find('tr').length > 0
        ? tableRows($, container)
        : cleanLines(withoutGroupHeadings($, container, kind));
  const tidy = tidyLines(lines, kind);
  return kind === 'ingredients' ? joinSplitAmounts(tidy) : tidy;
}

/**
 * The container's HTML without its group headings ('<h3>brittle</h3>' over a group's lines),
 * which read as lines once the markup is gone; section headings ('Method') stay, as they end
 * the list (tidyLines).
 */
function withoutGroupHeadings($: CheerioAPI, container: Cheerio<Element>, kind: ListKind): string {
  const headings = container.find('h1, h2, h3, h4, h5, h6');
  if (kind !== 'ingredients' || headings.length === 0) return container.html() ?? '';
  const copy = container.clone();
  copy
    .find('h1, h2, h3, h4, h5, h6')
    .filter((_, h) => !isHeadingText(cleanText($(h).text()).replace(/:$/, '')))
    .remove();
  return copy.html() ?? '';
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
  let bestElement: Element | null = null;
  let bestScore = 0;
  const found = new Map<Element, string[]>();
  $('[class], [id]').each((_, raw) => {
    const el = $(raw);
    const names = `${el.attr('class') ?? ''} ${el.attr('id') ?? ''}`;
    if (!CLASS_WORDS[kind].test(names) || NOISE.test(names)) return;
    if (inNavigation(raw)) return;
    const tag = raw.tagName.toLowerCase();
    if (tag === 'li' || tag === 'span' || tag === 'a' || tag === 'img' || tag === 'body') return;
    const lines = itemsOf($, el, kind);
    const s = score(lines, kind);
    if (s > 0) {
      all?.push(lines);
      found.set(raw, lines);
    }
    // The innermost container that holds the list wins ties, so headings around it stay out.
    if (s > bestScore) {
      best = lines;
      bestElement = raw;
      bestScore = s;
    }
  });
  const groups = bestElement ? siblingGroups($, bestElement, found) : [];
  if (groups.length > 1) {
    const joined = groups.flat();
    all?.push(joined);
    return joined;
  }
  return best;
}

/**
 * Groups printed as blocks of the same class side by side, with nothing around them named for
 * the list ('<div class="Ingredients"><h2>Décor</h2>…</div><div class="Ingredients">…'): the
 * list is all of them, in page order.
 */
function siblingGroups($: CheerioAPI, element: Element, found: Map<Element, string[]>): string[][] {
  const className = element.attribs.class?.trim();
  if (!className) return [];
  return $(element.parent ?? element)
    .children()
    .toArray()
    .filter((sibling) => sibling.attribs.class?.trim() === className && found.has(sibling))
    .map((sibling) => found.get(sibling)!);
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
  const itemElements: Element[] = [];
  const paragraphs: string[] = [];
  const heading = all[start]!;
  const level = headingLevel(heading);
  // A heading over an empty box (its list drawn by script) must not reach into the footer.
  const outsideNavigation = !inNavigation(heading);
  let consumed: Element | null = heading;
  for (let i = start + 1; i < all.length && i < start + MAX_SCAN; i++) {
    const el = all[i]!;
    if (consumed && $.contains(consumed, el)) continue;
    if (outsideNavigation && inNavigation(el)) continue;
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
      // Ingredients written as paragraphs end where a list begins (the steps, as a list).
      if (items.length === 0 && paragraphsAreIngredients(paragraphs)) break;
      if (text) {
        items.push(text);
        itemElements.push(el);
      }
      consumed = el;
    } else if (tag === 'p' && items.length === 0) {
      paragraphs.push(...cleanLines($(el).html() ?? ''));
      consumed = el;
    }
  }
  // Links (related recipes, a menu outside any marked region) are neither ingredients nor steps.
  if (isLinkList($, itemElements, items)) return paragraphs;
  return items.length > 0 ? items : paragraphs;
}

/** Paragraphs read so far that are lines of ingredients, not an introduction. */
function paragraphsAreIngredients(paragraphs: string[]): boolean {
  const withAmounts = countWithAmounts(paragraphs);
  return withAmounts >= 2 && withAmounts >= paragraphs.length * 0.5;
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
