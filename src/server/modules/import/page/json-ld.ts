/**
 * schema.org Recipe nodes from a page's JSON-LD blocks: inside `@graph`, top-level arrays,
 * `mainEntity`/`mainEntityOfPage`, with `@type` strings or arrays. Blocks that are not valid
 * JSON are repaired leniently (raw line breaks and tabs in strings, trailing commas, comments,
 * stray text around the object, several objects in one block) before giving up on them.
 */
import type { CheerioAPI } from 'cheerio';
import { isObject } from '#shared/lib/is-object';

export type JsonNode = Record<string, unknown>;

export function hasType(node: JsonNode, type: string): boolean {
  const types = node['@type'];
  const list = Array.isArray(types) ? types : [types];
  return list.some(
    (t) => typeof t === 'string' && t.replace(/^.*[/#:]/, '').toLowerCase() === type.toLowerCase(),
  );
}

/** Escapes raw control characters inside JSON strings, which browsers' pages often carry. */
function escapeControlCharsInStrings(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (text[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
      else if (c === '\n' || c === '\r') {
        // Kept as an escaped line break: steps written one per line stay apart.
        out += '\\n';
        continue;
      } else if (c === '\t') {
        out += ' ';
        continue;
      }
    } else if (c === '"') inString = true;
    out += c;
  }
  return out;
}

function repair(text: string): string {
  let fixed = text
    .replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  fixed = escapeControlCharsInStrings(fixed);
  fixed = fixed.replace(/,\s*([}\]])/g, '$1');
  const start = fixed.search(/[[{]/);
  if (start > 0) fixed = fixed.slice(start);
  fixed = fixed.replace(/;\s*$/, '');
  // Several objects written one after another: read them as a list.
  if (/}\s*{/.test(fixed)) fixed = `[${fixed.replace(/}\s*{/g, '},{')}]`;
  return fixed;
}

/** Trims unbalanced text after the last closing brace, for blocks cut or padded by the page. */
function balance(text: string): string {
  let depth = 0;
  let inString = false;
  let end = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) end = i;
    }
  }
  if (end >= 0 && end < text.length - 1) return text.slice(0, end + 1);
  if (depth > 0) return text + '}'.repeat(depth);
  return text;
}

export function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // fall through to the repairs
  }
  const repaired = repair(text);
  for (const candidate of [repaired, balance(repaired)]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // next candidate
    }
  }
  return undefined;
}

/** Every Recipe node inside a parsed JSON-LD value (also read by the app-export readers). */
export function collectRecipeNodes(value: unknown, found: JsonNode[], depth = 0): void {
  if (depth > 8 || value == null) return;
  if (Array.isArray(value)) {
    for (const item of value) collectRecipeNodes(item, found, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (hasType(value, 'Recipe')) {
    found.push(value);
    return;
  }
  for (const key of [
    '@graph',
    'mainEntity',
    'mainEntityOfPage',
    'itemListElement',
    'item',
    'hasPart',
  ]) {
    if (key in value) collectRecipeNodes(value[key], found, depth + 1);
  }
}

/** Every Recipe node in the page's JSON-LD, in page order. */
export function findJsonLdRecipes($: CheerioAPI): JsonNode[] {
  const found: JsonNode[] = [];
  $('script[type="application/ld+json" i], script[type="application/json+ld" i]').each((_, el) => {
    const text = $(el).text();
    if (!text.includes('Recipe')) return;
    collectRecipeNodes(parseLenient(text), found, 0);
  });
  return found;
}
