/**
 * A pass over a page's raw HTML before any tree is built (product rule: import-budget): how many
 * elements it has and how deep they nest, counted as htmlparser2 (cheerio's parser in
 * extract-recipe.ts) would build them, and the text of its JSON-LD script blocks.
 *
 * Building the tree is what a crafted page attacks: htmlparser2 keeps its open elements in an
 * array it `unshift`s, so unclosed tags cost time quadratic in their number (25,000 ×
 * `<div><span><b><i>`, 450 kB, took 10 s), and the extraction's descendant selectors cost depth
 * × elements. This scan is linear: it jumps from `<` to `<` with indexOf, keeps its own stack
 * with push/pop, and stops counting at the first element past the limits. It mirrors the
 * tokenizer's states (comments, declarations, quoted attributes, raw-text elements) and the
 * parser's implied closes, so the counts are the tree's, not a guess a page could slip past.
 */
import { MAX_READ_DEPTH } from './dom-depth';

/**
 * Elements a page may have before its HTML is no longer read, only its JSON-LD: about three
 * times the largest page of the import corpus (7,300; median 1,250). The extraction's cost
 * grows faster than its elements (10,000 list items take 2.4 s), so past this a page would
 * mostly spend its time budget (import-reader.ts) for nothing.
 */
export const MAX_READ_ELEMENTS = 20_000;

/**
 * Ancestors summed over a page's elements (each element's depth) before only its JSON-LD is
 * read: the work of matching one descendant selector against every element, which the
 * extraction does dozens of times. The import corpus's largest is 116,000 (median 14,000);
 * 9 chains of 250 nested divs (300,000) take 1.6 s to read, 19,500 list items under 240 divs
 * (4.7 million) took 228 s.
 */
export const MAX_READ_ANCESTORS = 400_000;

export type PageLimits = { depth: number; elements: number; ancestors: number };

export const READ_LIMITS: PageLimits = {
  depth: MAX_READ_DEPTH,
  elements: MAX_READ_ELEMENTS,
  ancestors: MAX_READ_ANCESTORS,
};

export type PageShape = {
  /** Elements counted, up to the first one past the limits. */
  elements: number;
  /** The deepest nesting counted (top-level elements are at depth 1). */
  depth: number;
  /** The counted elements' depths summed. */
  ancestors: number;
  /** False when the page has more elements or nests deeper than the limits. */
  withinLimits: boolean;
  /** The contents of its `application/ld+json` script blocks, in page order. */
  jsonLd: string[];
};

const P = new Set(['p']);
const FORM = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);
/** htmlparser2's `openImpliesClose`: opening the key closes these while they are on top. */
const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ['rt', RT_RP],
  ['rp', RT_RP],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map(
    (name) => [name, FORM] as [string, Set<string>],
  ),
  ...[
    ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'article', 'aside', 'blockquote'],
    ...['details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header'],
    ...['hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'],
  ].map((name) => [name, P] as [string, Set<string>]),
]);
const VOID = new Set([
  ...['area', 'base', 'basefont', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'img'],
  ...['input', 'isindex', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'],
]);
/** Inside these `<x/>` closes the element (svg, math); the integration points end that. */
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set([
  ...['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title'],
]);
/** Elements whose content is text up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
const JSON_LD_TYPES = new Set(['application/ld+json', 'application/json+ld']);

const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
const isAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** `/`, `>` or white space: what ends a tag or attribute name. */
const endsName = (c: number) => c === 47 || c === 62 || isSpace(c);

const GT = 62;
const SLASH = 47;
const EQUALS = 61;

export function scanPage(html: string, limits: PageLimits = READ_LIMITS): PageShape {
  const n = html.length;
  const stack: string[] = [];
  const onStack = new Map<string, number>();
  const foreign: boolean[] = [false];
  const jsonLd: string[] = [];
  let elements = 0;
  let depth = 0;
  let ancestors = 0;
  let withinLimits = true;

  /** Past the first '>' at or after `from` (the end of the page when there is none). */
  const pastGt = (from: number) => {
    const at = html.indexOf('>', from);
    return at === -1 ? n : at + 1;
  };
  /** A new element `level` deep. */
  const placed = (level: number) => {
    elements++;
    ancestors += level;
    if (level > depth) depth = level;
  };
  const push = (name: string) => {
    stack.push(name);
    onStack.set(name, (onStack.get(name) ?? 0) + 1);
  };
  const pop = () => {
    const name = stack.pop()!;
    onStack.set(name, onStack.get(name)! - 1);
    return name;
  };
  const open = (name: string) => {
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    if (closes) while (stack.length > 0 && closes.has(stack.at(-1)!)) pop();
    placed(stack.length + 1);
    if (VOID.has(name)) return;
    push(name);
    if (FOREIGN.has(name)) foreign.push(true);
    else if (INTEGRATION.has(name)) foreign.push(false);
  };
  const close = (name: string) => {
    if (FOREIGN.has(name) || INTEGRATION.has(name)) foreign.pop();
    if (VOID.has(name)) {
      if (name === 'br') placed(stack.length + 1); // '</br>' is a <br>
    } else if ((onStack.get(name) ?? 0) > 0) {
      while (pop() !== name);
    } else if (name === 'p') {
      // '</p>' without an open <p> is an empty paragraph.
      open('p');
      pop();
    }
  };

  /** An open tag whose name starts at `start`; returns where scanning goes on. */
  const openTag = (start: number): number => {
    let i = start;
    while (i < n && !endsName(html.charCodeAt(i))) i++;
    if (i >= n) return n; // a name cut off by the end of the page is no element
    const name = html.slice(start, i).toLowerCase();
    /** The element exists once its tag ends: one cut off by the end of the page does not. */
    const opened = () => {
      if (!withinLimits) return;
      open(name);
      withinLimits =
        elements <= limits.elements && depth <= limits.depth && ancestors <= limits.ancestors;
    };
    let type: string | null = null;
    let attribute = '';
    // The attributes, as the tokenizer reads them: quoted values may hold '>' and '<'.
    while (i < n) {
      const c = html.charCodeAt(i);
      if (c === GT) break;
      if (c === SLASH) {
        let j = i + 1;
        while (j < n && isSpace(html.charCodeAt(j))) j++;
        if (html.charCodeAt(j) === GT) {
          opened();
          // Self-closing counts only in svg and math; elsewhere '<div/>' opens a div.
          if (withinLimits && foreign.at(-1) && stack.at(-1) === name) pop();
          return j + 1;
        }
        i = j;
        continue;
      }
      if (isSpace(c)) {
        i++;
        continue;
      }
      // Its first character is part of the name whatever it is ('="' in '<a =">' too).
      const nameStart = i++;
      while (i < n && html.charCodeAt(i) !== EQUALS && !endsName(html.charCodeAt(i))) i++;
      attribute = html.slice(nameStart, i).toLowerCase();
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      if (html.charCodeAt(i) !== EQUALS) continue;
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      const quote = html.charCodeAt(i);
      let value: string;
      if (quote === 34 || quote === 39) {
        const end = html.indexOf(quote === 34 ? '"' : "'", i + 1);
        if (end === -1) return n;
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < n && html.charCodeAt(i) !== GT && !isSpace(html.charCodeAt(i))) i++;
        value = html.slice(valueStart, i);
      }
      if (attribute === 'type') type = value;
    }
    if (i >= n) return n;
    opened();
    if (!RAW_TEXT.has(name)) return i + 1;
    // Raw text up to '</name' followed by white space or '>', then that end tag.
    const end = new RegExp(`</${name}[\\t\\n\\f\\r >]`, 'gi');
    end.lastIndex = i + 1;
    const found = end.exec(html);
    const textEnd = found ? found.index : n;
    if (name === 'script' && type !== null && JSON_LD_TYPES.has(type.trim().toLowerCase())) {
      jsonLd.push(html.slice(i + 1, textEnd));
    }
    if (!found) return n;
    if (withinLimits) close(name);
    return pastGt(textEnd + 2 + name.length);
  };

  /** An end tag; `start` is just past '</'. */
  const closingTag = (start: number): number => {
    let i = start;
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return n;
    const c = html.charCodeAt(i);
    if (c === GT) return i + 1;
    if (!isAlpha(c)) return pastGt(i + 1); // '</3>' and the like: a comment
    const nameStart = i;
    while (i < n && html.charCodeAt(i) !== GT && !isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return n;
    if (withinLimits) close(html.slice(nameStart, i).toLowerCase());
    return pastGt(i);
  };

  /** '<!…': a comment, CDATA or a declaration; `start` is just past '<!'. */
  const declaration = (start: number): number => {
    const c = html.charCodeAt(start);
    if (c === 45 /* - */ && html.charCodeAt(start + 1) === 45) {
      const end = html.indexOf('-->', start); // '<!-->' is a whole comment
      return end === -1 ? n : end + 3;
    }
    if (c === 91 /* [ */ && html.startsWith('CDATA[', start + 1)) {
      const end = html.indexOf(']]>', start + 7);
      return end === -1 ? n : end + 3;
    }
    // The character after '<!' (or '<!-') never ends the declaration.
    return pastGt(c === 45 ? start + 2 : start + 1);
  };

  // Past the limits only JSON-LD is read: from one '<script' to the next.
  const scriptStart = /<script[\t\n\f\r />]/gi;
  let i = 0;
  while (i < n) {
    if (!withinLimits) {
      scriptStart.lastIndex = i;
      const found = scriptStart.exec(html);
      if (!found) break;
      i = openTag(found.index + 1);
      continue;
    }
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const c = html.charCodeAt(lt + 1);
    if (isAlpha(c)) i = openTag(lt + 1);
    else if (c === SLASH) i = closingTag(lt + 2);
    else if (c === 33 /* ! */) i = declaration(lt + 2);
    else if (c === 63 /* ? */) i = pastGt(lt + 2);
    else i = lt + 1;
  }
  return { elements, depth, ancestors, withinLimits, jsonLd };
}
