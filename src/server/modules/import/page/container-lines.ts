/**
 * The lines of a container found by its class or id name ('wprm-recipe-ingredients'): its
 * innermost items, else its table rows or its text, without headings and stray marks.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { cleanLines, cleanText } from './clean-text';
import { isLinkList, joinSplitAmounts } from './list-shapes';
import { CLASS_WORDS, isHeadingText, type ListKind } from './list-kinds';
import { inNavigation, isWholeLink } from './navigation';

export function itemsOf($: CheerioAPI, container: Cheerio<Element>, kind: ListKind): string[] {
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
