/**
 * A schema.org Recipe written as microdata (`itemscope itemtype=".../Recipe"`) read into the
 * same node shape as JSON-LD, so one mapping serves both. Properties of nested items (a
 * HowToStep's own name, an author's name) belong to those items, not to the recipe.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { oneLine } from './clean-text';
import type { JsonNode } from './json-ld';

/** Properties whose markup is a list of lines: kept as HTML so line breaks survive. */
const HTML_PROPERTIES = new Set(['recipeInstructions', 'instructions']);
const INGREDIENT_PROPERTIES = new Set(['recipeIngredient', 'ingredients']);
const INGREDIENT_SELECTOR = '[itemprop~="recipeIngredient"], [itemprop~="ingredients"]';

/** How many elements carry each property: counted once per page. */
const markCounts = new WeakMap<object, Map<string, number>>();

function marksOf($: CheerioAPI, name: string): number {
  const root = $.root().get(0)!;
  let counts = markCounts.get(root);
  if (!counts) markCounts.set(root, (counts = new Map<string, number>()));
  let count = counts.get(name);
  if (count === undefined) counts.set(name, (count = $(`[itemprop~="${name}"]`).length));
  return count;
}

function propertyValue($: CheerioAPI, el: Cheerio<Element>, name: string): string {
  const tag = el.prop('tagName')?.toLowerCase();
  const attr = (key: string) => el.attr(key)?.trim();
  if (el.attr('content') !== undefined) return attr('content') ?? '';
  if (tag === 'img' || tag === 'source') return attr('src') ?? attr('data-src') ?? '';
  if (tag === 'a' || tag === 'link') return attr('href') ?? '';
  if (tag === 'time' || tag === 'data' || tag === 'meter')
    return attr('datetime') ?? attr('value') ?? el.text();
  if (HTML_PROPERTIES.has(name)) return el.html() ?? '';
  // One element per ingredient, unless the element wraps the whole list (lines or <br>s).
  // Where the page marks many elements, each is one line whatever blocks it holds
  // ('<li itemprop=recipeIngredient><div><span>2</span> Eggs</div></li>').
  if (INGREDIENT_PROPERTIES.has(name)) {
    const marksEachLine = marksOf($, name) >= 3;
    if (!marksEachLine && el.find('li, br, p, div').length > 0) return el.html() ?? '';
    // One line whatever the markup inside: the source's own line breaks and parts
    // ('<dt>40 gr</dt> <dd>ontbijtspek</dd>') are no new lines.
    return oneLine(el.html() ?? '');
  }
  return el.text();
}

const RECIPE_SCOPE = '[itemscope][itemtype*="schema.org/Recipe" i]';
const ORPHAN_PROPERTIES = ['recipeIngredient', 'ingredients', 'recipeInstructions', 'recipeYield'];

/**
 * Recipe properties outside any item: pages whose Recipe element closes before its lists (its
 * own tags left unbalanced) or that mark lines with no Recipe item at all. Properties of other
 * items (a review's text) stay theirs.
 */
function orphanProperties($: CheerioAPI): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of ORPHAN_PROPERTIES) {
    $(`[itemprop~="${name}"]`).each((_, raw) => {
      const el = $(raw);
      const owner = el.parent().closest('[itemscope]');
      if (owner.length > 0 && !owner.is(RECIPE_SCOPE)) return;
      if (el.parents(`[itemprop~="${name}"]`).length > 0) return;
      (found[name] ??= []).push(propertyValue($, el, name));
    });
  }
  return found;
}

function propertiesOf($: CheerioAPI, root: Cheerio<Element>): Record<string, string[]> {
  const rootNode = root.get(0);
  const node: Record<string, string[]> = {};
  root.find('[itemprop]').each((_, raw) => {
    const el = $(raw);
    const owner = el.parent().closest('[itemscope]').get(0);
    if (owner !== rootNode) return;
    const names = (el.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
    for (const name of names) {
      // A property marked again inside itself ('<li itemprop=x><span itemprop=x>') counts once.
      if (el.parentsUntil(root).filter(`[itemprop~="${name}"]`).length > 0) continue;
      // A list marked as one ingredient around its marked lines: the lines are read.
      if (INGREDIENT_PROPERTIES.has(name) && el.find(INGREDIENT_SELECTOR).length > 0) continue;
      (node[name] ??= []).push(propertyValue($, el, name));
    }
  });
  return node;
}

const longer = (a: string[] | undefined, b: string[] | undefined) =>
  (b?.length ?? 0) > (a?.length ?? 0) ? b : a;

export function findMicrodataRecipe($: CheerioAPI): JsonNode | null {
  const root = $(RECIPE_SCOPE).first();
  const node = root.length > 0 ? propertiesOf($, root) : {};
  const hasLines = (n: Record<string, string[]>) =>
    (n.recipeIngredient ?? n.ingredients) !== undefined &&
    (n.recipeInstructions ?? n.instructions) !== undefined;
  if (!hasLines(node)) {
    const orphans = orphanProperties($);
    // Without a Recipe item, marked lines alone must make a recipe: ingredients and steps.
    if (root.length === 0 && !hasLines(orphans)) return null;
    for (const [name, values] of Object.entries(orphans)) node[name] ??= values;
  }
  const single = (values: string[] | undefined) => values?.[0];
  return {
    '@type': 'Recipe',
    name: single(node.name),
    recipeIngredient: longer(node.recipeIngredient, node.ingredients),
    recipeInstructions: node.recipeInstructions ?? node.instructions,
    recipeYield: single(node.recipeYield ?? node.yield),
    prepTime: single(node.prepTime),
    cookTime: single(node.cookTime),
    totalTime: single(node.totalTime),
    image: node.image,
    recipeCategory: single(node.recipeCategory),
  };
}
