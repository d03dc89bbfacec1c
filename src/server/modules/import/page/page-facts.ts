/**
 * Servings and times read from the page's visible text when the structured data lacks them
 * (or the page has none): recipe cards print them as labelled facts ('Serves 4', 'Yield: 12',
 * 'Total Time: 1 hr 10 mins', 'Prep: 10 mins Cook: 25 mins', '4 portions'). Only labelled
 * values are taken; the first one in the page's order wins (related recipes come later).
 */
import type { CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode } from 'domhandler';
import { foldText } from '#shared/lib/fold-text';
import { DAYS, durationToMinutes, HOURS, MINUTES, yieldToServings } from '../durations';
import { alternation } from '../vocabulary/alternation';
import { SERVINGS_LABELS, SERVINGS_WORDS, TIME_LABELS } from '../vocabulary/fact-words';

/** Element boundaries become this mark, so 'Serves' and '4' in two cells still read together. */
const GAP = ' ¦ ';
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'select']);
const MAX_CHARS = 400_000;

/** The page's text in reading order with element boundaries marked. */
export function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  let length = 0;
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (length > MAX_CHARS) return;
      if (isText(node)) {
        const text = node.data.replace(/\s+/g, ' ').trim();
        if (text) {
          parts.push(text);
          length += text.length;
        }
      } else if (isTag(node) && !SKIP.has(node.name)) {
        walk(node.children);
      }
    }
  };
  walk($('body').toArray());
  return parts.join(GAP);
}

const SEP = String.raw`(?:\s|¦|:|-|–)*`;
const RANGE = String.raw`\d+(?:\s*(?:-|–|to|bis|à|a)\s*\d+)?`;
const SERVINGS_BEFORE = new RegExp(
  String.raw`\b(?:${alternation(SERVINGS_LABELS.map(foldText))})${SEP}(?:up to|até|ca\.?|pour|für|para)?\s*(${RANGE})(?![\d/.,])`,
  'i',
);
const SERVINGS_AFTER = new RegExp(
  String.raw`(?<![\d/.,])(${RANGE})\s*(?:\(\p{L}+\)\s*)?(?:${alternation(SERVINGS_WORDS.map(foldText))}|pers\.)`,
  'iu',
);

/** 'Serves 4', 'Yield: 12 cookies', 'Serving Size: 4-6', '4 porções', on the page. */
export function servingsFromText(text: string): number | null {
  const folded = foldText(text);
  const candidates = [SERVINGS_BEFORE.exec(folded), SERVINGS_AFTER.exec(folded)].filter(
    (m): m is RegExpExecArray => m !== null,
  );
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => a.index - b.index);
  return yieldToServings(candidates[0]![1]);
}

const DURATION = String.raw`(?:\d+(?:[.,]\d+)?\s*(?:${DAYS}|${HOURS}|${MINUTES})(?!\p{L})\.?[\s¦,]*(?:and\s+)?)+`;
const timeLabel = (field: keyof typeof TIME_LABELS) =>
  new RegExp(String.raw`\b(?:${TIME_LABELS[field].join('|')})${SEP}(${DURATION})`, 'iu');
const TOTAL = timeLabel('totalTime');
const PREP = timeLabel('prepTime');
const COOK = timeLabel('cookTime');

export type PageTimes = {
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
};

/** 'Total Time: 1 hr 10 mins', else 'Prep: 10 mins' and 'Cook: 25 mins' added up. */
export function timesFromText(text: string): PageTimes {
  const folded = foldText(text);
  const minutes = (re: RegExp) => {
    const match = re.exec(folded);
    return match ? durationToMinutes(match[1]!.replace(/¦/g, ' ')) : null;
  };
  const prepTime = minutes(PREP);
  const cookTime = minutes(COOK);
  const total = minutes(TOTAL);
  const sum = prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null;
  return { prepTime, cookTime, totalTime: total ?? sum };
}
