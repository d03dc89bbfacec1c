/**
 * Ingredient groups printed as lists of their own ('Produce', then a list; 'Sauce', then
 * another): a list found by its class, heading or shape is often only the first or the
 * largest group. The lists right before and after it, with nothing but a short group name
 * between them, are the other groups.
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './clean-text';
import { countWithAmounts } from './list-shapes';

type Piece = { list: Element; lines: string[] } | { text: string };

/** Text between two groups: a group name or two ('Sausmix', 'For the dressing:'). */
const MAX_GAP_CHARS = 50;
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'select', 'button']);

/** The page as lists (outermost ul/ol with their items) and the text between them. */
function pieces($: CheerioAPI): Piece[] {
  const out: Piece[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (isText(node)) {
        const text = node.data.replace(/\s+/g, ' ').trim();
        if (text) out.push({ text });
      } else if (isTag(node) && !SKIP.has(node.name)) {
        if (node.name === 'ul' || node.name === 'ol') {
          const lines = $(node)
            .find('li')
            .toArray()
            .filter((li) => $(li).find('li').length === 0)
            .map((li) => cleanText($(li).text()))
            .filter(Boolean);
          out.push({ list: node, lines });
        } else walk(node.children);
      }
    }
  };
  walk($('body').toArray());
  return out;
}

/** Short lines, some of them with amounts: a group of ingredients (a single line may be a tool). */
function looksLikeGroup(lines: string[]): boolean {
  if (lines.length === 0 || lines.some((line) => line.length > 140)) return false;
  return lines.length <= 2 || countWithAmounts(lines) >= lines.length * 0.4;
}

function joinedGroups(all: Piece[], at: number, step: 1 | -1): string[][] {
  const groups: string[][] = [];
  let gap = 0;
  for (let i = at + step; i >= 0 && i < all.length; i += step) {
    const piece = all[i]!;
    if ('text' in piece) {
      gap += piece.text.length;
      if (gap > MAX_GAP_CHARS) break;
      continue;
    }
    if (!looksLikeGroup(piece.lines)) break;
    groups.push(piece.lines);
    gap = 0;
  }
  return step === 1 ? groups : groups.reverse();
}

/** `lines` with the neighbouring groups' lines around them, in page order. */
export function withNeighbourLists($: CheerioAPI, lines: string[]): string[] {
  if (lines.length === 0) return lines;
  const all = pieces($);
  const at = all.findIndex(
    (p) => 'list' in p && p.lines.length === lines.length && p.lines[0] === lines[0],
  );
  if (at < 0) return lines;
  return [...joinedGroups(all, at, -1).flat(), ...lines, ...joinedGroups(all, at, 1).flat()];
}
