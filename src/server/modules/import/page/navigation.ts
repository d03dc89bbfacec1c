/**
 * Navigation is never a recipe: menus, footers and link lists look like short lists, and a
 * page whose recipe is drawn by script (its 'Ingredients' heading over an empty box) would
 * otherwise give its footer's links as ingredients ('Careers', 'Blog', 'App downloaden').
 * Lists inside navigation regions are not read, and a list whose items are mostly whole links
 * with hardly an amount is navigation wherever it sits (docs/decisions/029).
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, type Element } from 'domhandler';
import { cleanText } from './clean-text';

const NAVIGATION_TAGS = new Set(['nav', 'footer', 'header', 'aside']);
const NAVIGATION_ROLES = /^(?:navigation|menu|menubar|banner|contentinfo)$/i;
/** Class or id names of menus and footers, as whole names or dash parts ('site-footer'). */
const NAVIGATION_NAME =
  /^(?:[\w-]*[-_])?(?:nav|navbar|navigation|menu|footer|breadcrumbs?|masthead)(?:[-_][\w-]*)?$/i;

/** <body> and <html> carry the page's own classes ('theme-builder-footer'): never a region. */
const PAGE_TAGS = new Set(['body', 'html']);

/** Sidebars and headers that a recipe theme names for the recipe hold it ('<aside class=ingredients>'). */
const RECIPE_NAME =
  /ingredient|instruction|direction|recipe|method|preparation|zutaten|rezept|recette|receta|ricetta/i;
const OPEN_TAGS = new Set(['aside', 'header']);

function isNavigationElement(el: Element): boolean {
  const tag = el.tagName.toLowerCase();
  if (PAGE_TAGS.has(tag)) return false;
  if (OPEN_TAGS.has(tag) && RECIPE_NAME.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`))
    return false;
  if (NAVIGATION_TAGS.has(tag)) return true;
  const role = el.attribs.role;
  if (role && NAVIGATION_ROLES.test(role)) return true;
  const names = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.split(/\s+/);
  return names.some((name) => name && NAVIGATION_NAME.test(name));
}

const memo = new WeakMap<Element, boolean>();

/** True when the element or one of its ancestors is a menu, header, footer or sidebar. */
export function inNavigation(el: Element): boolean {
  const known = memo.get(el);
  if (known !== undefined) return known;
  const parent = el.parent;
  const result =
    isNavigationElement(el) || (parent !== null && isTag(parent) ? inNavigation(parent) : false);
  memo.set(el, result);
  return result;
}

/** An item whose text is all link text ('<li><a>Blog</a></li>'). */
export function isWholeLink($: CheerioAPI, item: Element): boolean {
  const text = cleanText($(item).text());
  if (!text) return false;
  const linkText = cleanText(
    $(item)
      .find('a')
      .toArray()
      .map((a) => $(a).text())
      .join(' '),
  );
  return linkText.length >= text.length * 0.9;
}

/**
 * Controls printed inside list items ('Add to shopping list', a tick box's label, a units
 * toggle's buttons): their text is no part of the line.
 */
const CONTROLS =
  'button, select, [role="button"], [title^="add to" i], [class*="shopping-list" i], [class*="shopping_list" i], [class*="add-to" i]';

/** Removes controls from the page's list items; structured data is read before this. */
export function removeItemControls($: CheerioAPI): void {
  $(CONTROLS)
    .filter((_, el) => $(el).closest('li').length > 0)
    .remove();
}
