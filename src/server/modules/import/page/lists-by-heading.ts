/**
 * Lists found under a section heading ('Ingredients', 'Zutaten', 'Ingrédients', 'Method',
 * 'Zubereitung', ...): the lines that follow it, up to the next heading.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanLines, cleanText } from './clean-text';
import { countWithAmounts, isLinkList } from './list-shapes';
import { isHeadingText, score, type ListKind } from './list-kinds';
import { inNavigation } from './navigation';

export const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
export const MAX_SCAN = 600;

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

export function byHeading($: CheerioAPI, kind: ListKind, candidates?: string[][]): string[] {
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
