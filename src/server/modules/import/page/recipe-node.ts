/**
 * A schema.org Recipe node (from JSON-LD, or microdata read into the same shape) turned into
 * the parts of an ExtractedRecipe. HowToSection names are kept as a step of their own, read as
 * a heading before the section's steps (docs/decisions/016-recipe-extraction.md).
 */
import { cleanLines, cleanText } from './clean-text';
import { isObject } from '#shared/lib/is-object';
import { durationToMinutes, yieldToServings } from '../durations';
import { splitJoinedLines } from './ingredient-lines';
import { hasType, type JsonNode } from './json-ld';

export type RecipeParts = {
  title: string;
  subtitle: string | null;
  servings: number | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  imageUrls: string[];
  category: string | null;
  ingredientLines: string[];
  directions: string[];
};

function asList(value: unknown): unknown[] {
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

function firstText(value: unknown): string {
  for (const item of asList(value)) {
    const text = isObject(item) ? cleanText(item.name ?? item['@value']) : cleanText(item);
    if (text) return text;
  }
  return '';
}

/** A property whatever its case: some sites write 'ItemListElement'. */
function property(node: JsonNode, name: string): unknown {
  if (name in node) return node[name];
  const key = Object.keys(node).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : node[key];
}

function stepTexts(value: unknown, out: string[], depth = 0): void {
  if (depth > 6 || value == null) return;
  if (typeof value === 'string') {
    out.push(...cleanLines(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) stepTexts(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const children = property(value, 'itemListElement') ?? value.steps ?? value.step;
  if (hasType(value, 'HowToSection') || (children != null && !value.text)) {
    const heading = cleanText(value.name);
    if (heading) out.push(heading);
    stepTexts(children, out, depth + 1);
    return;
  }
  const text = cleanLines(value.text ?? value.description ?? value.name ?? '');
  const name = cleanText(value.name);
  // Many sites repeat the step text (or its start) as its name; a distinct name is a step title.
  if (name && text.length > 0 && !text[0]!.startsWith(name.replace(/\.+$/, ''))) out.push(name);
  out.push(...text);
}

/** A step marker inside a line: '1.', '2)', '3、' after a space or a sentence end. */
const INLINE_MARKER = /(?:^|(?<=[\s。；;.!?]))(\d{1,2})\s*[.)、．](?!\d)\s*/gu;

/**
 * Steps written in one string with their numbers inline ('1.Soften the cheese… 2.Line the tin…
 * 3.Bake…'): split at the numbers, when they count up from 1 at least to 3; the numbers go
 * (the recipe numbers its steps itself).
 */
export function splitInlineNumberedSteps(lines: string[]): string[] {
  if (lines.length === 0 || lines.length > 3) return lines;
  const text = lines.join('\n');
  const cuts: { at: number; end: number }[] = [];
  for (const match of text.matchAll(INLINE_MARKER)) {
    if (Number(match[1]) !== cuts.length + 1) continue;
    cuts.push({ at: match.index, end: match.index + match[0].length });
  }
  if (cuts.length < 3 || text.slice(0, cuts[0]!.at).trim()) return lines;
  return cuts
    .map((cut, i) => text.slice(cut.end, cuts[i + 1]?.at ?? text.length).replace(/\s+/g, ' '))
    .map((step) => step.trim())
    .filter(Boolean);
}

type ImageCandidate = { url: string; area: number | null };

function areaFromUrl(url: string): number | null {
  const match = /(\d{3,4})x(\d{3,4})(?=[^/]*$)/.exec(url) ?? /[?&]w(?:idth)?=(\d{3,4})/.exec(url);
  if (!match) return null;
  return match[2] ? Number(match[1]) * Number(match[2]) : Number(match[1]) ** 2;
}

function imageCandidates(value: unknown, out: ImageCandidate[], depth = 0): void {
  if (depth > 4 || value == null) return;
  if (typeof value === 'string') {
    if (value.trim()) out.push({ url: value.trim(), area: areaFromUrl(value) });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) imageCandidates(item, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const url =
    typeof value.url === 'string'
      ? value.url
      : typeof value.contentUrl === 'string'
        ? value.contentUrl
        : null;
  if (!url) return;
  const width = Number(value.width);
  const height = Number(value.height);
  const area = width > 0 && height > 0 ? width * height : areaFromUrl(url);
  out.push({ url: url.trim(), area });
}

/** Absolute http(s) addresses, largest first when the sizes are known, without repeats. */
export function orderImages(candidates: ImageCandidate[], pageUrl: string): string[] {
  const resolved = candidates.flatMap((c) => {
    try {
      const url = new URL(cleanText(c.url), pageUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' ? [{ ...c, url: url.href }] : [];
    } catch {
      return [];
    }
  });
  const allSized = resolved.every((c) => c.area !== null);
  if (allSized) resolved.sort((a, b) => b.area! - a.area!);
  return [...new Set(resolved.map((c) => c.url))];
}

export function imageUrlsOf(value: unknown, pageUrl: string): string[] {
  const candidates: ImageCandidate[] = [];
  imageCandidates(value, candidates);
  return orderImages(candidates, pageUrl);
}

function ingredientLinesOf(node: JsonNode): string[] {
  const value = node.recipeIngredient ?? node.ingredients;
  // Some sites group lines as nested lists ([['1 onion', ...], ['2 potatoes', ...]]), or
  // write the whole list as one line ('125ml milk, 1 tsp vinegar, 60ml oil').
  const lines = asList(value)
    .flat(3)
    .flatMap((item: unknown) => {
      if (typeof item === 'string')
        return cleanLines(item).length > 1 ? cleanLines(item) : [cleanText(item)];
      if (isObject(item)) return [cleanText(item.text ?? item.name)];
      return [];
    })
    .filter((line) => line.length > 0);
  return splitJoinedLines(lines);
}

export function recipePartsFromNode(node: JsonNode, pageUrl: string): RecipeParts {
  const directions: string[] = [];
  stepTexts(node.recipeInstructions, directions);
  const steps = splitInlineNumberedSteps(directions);
  const prepTime = durationToMinutes(node.prepTime);
  const cookTime = durationToMinutes(node.cookTime);
  const totalTime =
    durationToMinutes(node.totalTime) ??
    (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null);
  return {
    title: firstText(node.name) || firstText(node.headline),
    subtitle: null,
    servings: yieldToServings(node.recipeYield ?? node.yield),
    prepTime,
    cookTime,
    totalTime,
    imageUrls: imageUrlsOf(node.image ?? node.thumbnailUrl, pageUrl),
    category: firstText(node.recipeCategory) || null,
    ingredientLines: ingredientLinesOf(node),
    directions: steps,
  };
}
