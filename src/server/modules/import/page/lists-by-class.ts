/**
 * Lists found by the class or id names recipe plugins and themes give them
 * ('wprm-recipe-ingredient', 'ingredients', 'directions').
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { itemsOf } from './container-lines';
import { CLASS_WORDS, score, type ListKind } from './list-kinds';
import { inNavigation } from './navigation';

/** Wrappers that name a whole section rather than one list: not useful on their own. */
const NOISE = /comment|review|related|sidebar|footer|nav|menu|widget|share|rating|print|jump|toc/i;

export function byClassName($: CheerioAPI, kind: ListKind, all?: string[][]): string[] {
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
